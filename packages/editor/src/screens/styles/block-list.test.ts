import { createCoreRegistry } from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import {
  blockStylePanels,
  blockStyleSupports,
  resultCountText,
  styledBlockTypes,
} from './block-list';

const TYPES = [
  { name: 'acme/banner', title: 'Banner', supports: { color: { text: true } } },
  { name: 'core/spacer', title: 'Spacer', supports: { anchor: true } },
  { name: 'core/button', title: 'Button', supports: { border: { radius: true } } },
  { name: 'acme/buttons-bar', title: 'Action bar', supports: { typography: { fontSize: true } } },
  { name: 'core/heading', title: 'Heading', supports: { typography: { fontSize: true } } },
];

describe('Blocks list', () => {
  it('lists the block types with a style panel, core first, then the others', () => {
    expect(styledBlockTypes(TYPES, '').map((type) => type.name)).toEqual([
      'core/button',
      'core/heading',
      'acme/banner',
      'acme/buttons-bar',
    ]);
  });

  it('keeps those whose title or name holds the search, in any case', () => {
    expect(styledBlockTypes(TYPES, '  BUTTON ').map((type) => type.name)).toEqual([
      'core/button',
      'acme/buttons-bar',
    ]);
    expect(styledBlockTypes(TYPES, 'spacer')).toEqual([]);
  });

  it('counts the results as the live region says them', () => {
    expect(resultCountText(0)).toBe('0 results found.');
    expect(resultCountText(1)).toBe('1 result found.');
    expect(resultCountText(12)).toBe('12 results found.');
  });
});

describe('A block type’s style panels', () => {
  const registry = createCoreRegistry();

  it('shows the panels its supports give, in order', () => {
    expect(blockStylePanels({ name: 'acme/banner', supports: { color: { text: true } } })).toEqual([
      'color',
    ]);
    expect(blockStylePanels({ name: 'core/spacer', supports: { anchor: true } })).toEqual([]);
    const group = registry.get('core/group');
    expect(group && blockStylePanels(group)).toEqual([
      'color',
      'typography',
      'dimensions',
      'border',
    ]);
  });

  it('shows Filters (duotone) only for the block types with the filter.duotone support', () => {
    const image = registry.get('core/image');
    expect(image && blockStylePanels(image)).toEqual(['filter', 'dimensions', 'border']);
    const cover = registry.get('core/cover');
    expect(cover && blockStylePanels(cover)).toContain('filter');
    expect(
      blockStylePanels({ name: 'acme/photo', supports: { filter: { duotone: true } } }),
    ).toEqual(['filter']);
    expect(blockStylePanels({ name: 'acme/photo', supports: { filter: {} } })).toEqual([]);
    const withFilters = registry
      .all()
      .filter((type) => blockStylePanels(type).includes('filter'))
      .map((type) => type.name)
      .sort();
    expect(withFilters).toEqual([
      'core/cover',
      'core/image',
      'core/post-featured-image',
      'core/site-logo',
    ]);
    expect(
      styledBlockTypes(
        [{ name: 'acme/photo', title: 'Photo', supports: { filter: { duotone: true } } }],
        'photo',
      ),
    ).toHaveLength(1);
  });

  it('hides block spacing when the block skips serialising its spacing', () => {
    const supports = {
      spacing: { padding: true, blockGap: true },
      skipSerialization: ['spacing'] as const,
    };
    expect(blockStyleSupports({ name: 'acme/card', supports }).spacing).toEqual({
      padding: true,
      blockGap: false,
    });
    expect(
      blockStyleSupports({ name: 'acme/card', supports: { spacing: { blockGap: true } } }).spacing,
    ).toEqual({ blockGap: true });
    expect(
      blockStylePanels({
        name: 'acme/card',
        supports: { spacing: { blockGap: true }, skipSerialization: ['spacing'] },
      }),
    ).toEqual([]);
  });

  it('hides aspect ratio for the group block only', () => {
    const dimensions = { minHeight: true, aspectRatio: true };
    expect(blockStyleSupports({ name: 'core/group', supports: { dimensions } }).dimensions).toEqual(
      { minHeight: true, aspectRatio: false },
    );
    expect(blockStyleSupports({ name: 'core/cover', supports: { dimensions } }).dimensions).toEqual(
      dimensions,
    );
  });
});
