import { describe, expect, it } from 'vitest';
import { invalidBlocks, parseBlocks } from '../../validation/analyze-blocks';
import { createCoreRegistry } from '../core-blocks';
import { classesOf, navigationMarkup, renderMenu } from './menu-fixtures';
import { NAVIGATION_COLORS, navigationColors, OVERLAY_COLORS } from './navigation-colors';

describe('navigationColors', () => {
  it('writes presets as classes and custom values as declarations', () => {
    expect(
      navigationColors({ textColor: 'contrast', backgroundColor: 'base' }, NAVIGATION_COLORS),
    ).toEqual({
      classes: [
        'has-text-color',
        'has-contrast-color',
        'has-background',
        'has-base-background-color',
      ],
      styles: [],
    });
    expect(
      navigationColors(
        { customOverlayTextColor: '#111', customOverlayBackgroundColor: '#fafafa' },
        OVERLAY_COLORS,
      ),
    ).toEqual({
      classes: ['has-text-color', 'has-background'],
      styles: [
        ['color', '#111'],
        ['background-color', '#fafafa'],
      ],
    });
    expect(navigationColors({}, OVERLAY_COLORS)).toEqual({ classes: [], styles: [] });
  });
});

describe('navigation colours on the public site', () => {
  it('colours the nav with its own colours and the overlay with the overlay ones', async () => {
    const window = await renderMenu(
      navigationMarkup({
        backgroundColor: 'accent',
        overlayBackgroundColor: 'base',
        overlayTextColor: 'contrast',
      }),
    );
    expect(classesOf(window, 'nav')).toEqual(
      expect.arrayContaining(['has-background', 'has-accent-background-color']),
    );
    expect(classesOf(window, '.wp-block-navigation__responsive-container')).toEqual([
      'wp-block-navigation__responsive-container',
      'has-text-color',
      'has-contrast-color',
      'has-background',
      'has-base-background-color',
    ]);
  });

  it('keeps a custom overlay colour inline and drops one that is not a colour', async () => {
    const window = await renderMenu(
      navigationMarkup({
        customOverlayBackgroundColor: '#fafafa',
        customOverlayTextColor: 'red;position:fixed',
      }),
    );
    const container = window.document.querySelector('.wp-block-navigation__responsive-container');
    expect(container?.getAttribute('style')).toBe('background-color:#fafafa');
  });
});

describe('saved navigation blocks', () => {
  it('validate as a theme saves them: by ref, self-closing, or with inner links', () => {
    const registry = createCoreRegistry();
    const markup = [
      '<!-- wp:navigation {"ref":4,"overlayBackgroundColor":"base","overlayTextColor":"contrast","layout":{"type":"flex","justifyContent":"right","flexWrap":"wrap"}} /-->',
      '<!-- wp:navigation {"overlayMenu":"never","layout":{"type":"flex","orientation":"vertical"}} -->',
      '<!-- wp:navigation-link {"label":"Blog","url":"#"} /-->',
      '<!-- wp:navigation-link {"label":"About","url":"#"} /-->',
      '<!-- /wp:navigation -->',
    ].join('\n');
    const analysed = parseBlocks(registry, markup);
    expect(invalidBlocks(analysed)).toEqual([]);
    expect(analysed.filter((block) => block.name === 'core/navigation')).toHaveLength(2);
  });
});
