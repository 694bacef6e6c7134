import { describe, expect, it } from 'vitest';
import { preferenceSections } from './preference-settings';

const labels = (isBlockTheme: boolean) =>
  preferenceSections({ isBlockTheme }).map((section) => [
    section.title,
    section.settings.map((setting) => setting.label),
  ]);

describe('preferenceSections', () => {
  it('offers the interface, appearance and welcome-guide settings of a block theme', () => {
    expect(labels(true)).toEqual([
      [
        'Interface',
        ['Show button text labels', 'Always open List View', 'Display block breadcrumbs'],
      ],
      ['Appearance', ['Top toolbar', 'Distraction free', 'Spotlight mode']],
      [
        'Welcome guides',
        ['Welcome to the site editor', 'Welcome to Styles', 'Editing a template', 'Editing a page'],
      ],
    ]);
  });

  it('has no Styles guide for a classic theme', () => {
    const guides = preferenceSections({ isBlockTheme: false })[2]?.settings ?? [];
    expect(guides.map((setting) => setting.name)).toEqual([
      'welcomeGuide',
      'welcomeGuideTemplate',
      'welcomeGuidePage',
    ]);
  });

  it('stores button text labels as showIconLabels and switches distraction free by its command', () => {
    const settings = preferenceSections({ isBlockTheme: true }).flatMap(
      (section) => section.settings,
    );
    expect(settings.find((setting) => setting.label === 'Show button text labels')).toMatchObject({
      scope: 'core',
      name: 'showIconLabels',
    });
    expect(settings.find((setting) => setting.name === 'distractionFree')?.command).toBe(
      'core/toggle-distraction-free',
    );
    expect(settings.filter((setting) => setting.command !== undefined)).toHaveLength(1);
  });
});
