import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeRest } from '../../data/fake-rest';
import { EditorTestProviders, testBootstrap } from '../../testing/EditorTestProviders';
import { presetGroups } from './preset-options';
import { useThemeSettings } from './use-theme-settings';

function FontFamilyOptions() {
  const groups = presetGroups(useThemeSettings(), 'font-family');
  return (
    <ul>
      {groups.flatMap((group) =>
        group.options.map((option) => (
          <li key={option.slug}>{`${group.label}: ${option.name}`}</li>
        )),
      )}
    </ul>
  );
}

describe('the settings the inspector offers', () => {
  afterEach(cleanup);

  it("include the fonts the user's global styles activate beside the theme's", async () => {
    const rest = createFakeRest({
      'GET /wp/v2/themes': () => ({
        body: [
          {
            stylesheet: 'loom',
            _links: {
              'wp:user-global-styles': [{ href: 'http://localhost/wp-json/wp/v2/global-styles/7' }],
            },
          },
        ],
      }),
      'GET /wp/v2/global-styles/themes/loom': () => ({
        body: {
          settings: {
            typography: {
              fontFamilies: [{ slug: 'figtree', name: 'Figtree', fontFamily: 'Figtree' }],
            },
          },
        },
      }),
      'GET /wp/v2/global-styles/7': () => ({
        body: {
          id: 7,
          settings: {
            typography: {
              fontFamilies: { custom: [{ slug: 'lora', name: 'Lora', fontFamily: 'Lora, serif' }] },
            },
          },
        },
      }),
    });
    render(
      <EditorTestProviders bootstrap={testBootstrap()} client={rest.client}>
        <FontFamilyOptions />
      </EditorTestProviders>,
    );
    expect(await screen.findByText('Custom: Lora')).toBeTruthy();
    expect(screen.getByText('Theme: Figtree')).toBeTruthy();
  });
});
