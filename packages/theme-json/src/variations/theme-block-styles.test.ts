import { describe, expect, it } from 'vitest';
import { themeBlockStyles } from './theme-block-styles';

describe('themeBlockStyles', () => {
  it('offers the titled variations of a block, then shared ones listing it, each once', () => {
    expect(
      themeBlockStyles(
        {
          version: 3,
          styles: {
            blocks: {
              'core/group': {
                variations: {
                  'section-1': { title: 'Style 1', color: { text: 'red' } },
                  untitled: { color: { text: 'blue' } },
                },
              },
            },
            variations: {
              'section-1': { title: 'Shared title', blockTypes: ['core/group'] },
              dark: { title: 'Dark', blockTypes: ['core/group', 'core/columns'] },
              other: { title: 'Other', blockTypes: ['core/columns'] },
            },
          },
        },
        'core/group',
      ),
    ).toEqual([
      { name: 'section-1', label: 'Style 1' },
      { name: 'dark', label: 'Dark' },
    ]);
  });

  it('offers nothing without a theme or for a block it does not style', () => {
    expect(themeBlockStyles(undefined, 'core/group')).toEqual([]);
    expect(themeBlockStyles({ version: 3 }, 'core/list')).toEqual([]);
  });
});
