import { type BlockType, createCoreRegistry } from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import { categoryOfExample, openingTab, styleBookCategories } from './style-book-categories';

function blockType(
  name: string,
  category: BlockType['category'],
  extra: Partial<BlockType> = {},
): BlockType {
  return { name, title: name.replace('test/', ''), category, attributes: {}, ...extra };
}

describe('styleBookCategories', () => {
  it('groups the types with an example by category, in the tabs order, keeping their order', () => {
    const types = [
      blockType('test/logo', 'theme', { example: {} }),
      blockType('test/photo', 'media', { example: {} }),
      blockType('test/lead', 'text', { example: {} }),
      blockType('test/caption', 'text', { example: {} }),
    ];
    expect(styleBookCategories(types)).toEqual([
      {
        slug: 'text',
        label: 'Text',
        examples: [
          { name: 'test/lead', title: 'lead' },
          { name: 'test/caption', title: 'caption' },
        ],
      },
      { slug: 'media', label: 'Media', examples: [{ name: 'test/photo', title: 'photo' }] },
      { slug: 'theme', label: 'Theme', examples: [{ name: 'test/logo', title: 'logo' }] },
    ]);
  });

  it('leaves out types without an example, types kept out of the inserter and empty tabs', () => {
    const types = [
      blockType('test/embed', 'embed'),
      blockType('test/hidden', 'widgets', { example: {}, supports: { inserter: false } }),
      blockType('test/rule', 'design', { example: {} }),
    ];
    expect(styleBookCategories(types).map((category) => category.label)).toEqual(['Design']);
  });

  it("gives the core blocks' tabs: Text, Media, Design, Widgets, Theme", () => {
    const categories = styleBookCategories(createCoreRegistry().all());
    expect(categories.map((category) => category.label)).toEqual([
      'Text',
      'Media',
      'Design',
      'Widgets',
      'Theme',
    ]);
    const text = categories[0]?.examples.map((example) => example.title);
    expect(text?.slice(0, 2)).toEqual(['Paragraph', 'Heading']);
  });
});

describe('categoryOfExample', () => {
  const categories = styleBookCategories(createCoreRegistry().all());

  it('finds the tab of a block type with an example', () => {
    expect(categoryOfExample(categories, 'core/button')).toBe('design');
    expect(categoryOfExample(categories, 'core/image')).toBe('media');
  });

  it('finds none for no name or a type without an example', () => {
    expect(categoryOfExample(categories, undefined)).toBeUndefined();
    expect(categoryOfExample(categories, 'core/post-title')).toBeUndefined();
  });
});

describe('openingTab', () => {
  const categories = styleBookCategories(createCoreRegistry().all());

  it("opens on the selected block type's tab, else the first", () => {
    expect(openingTab(categories, 'core/button')).toBe('design');
    expect(openingTab(categories, 'core/post-title')).toBe('text');
    expect(openingTab(categories, undefined)).toBe('text');
  });

  it('has none when no tab has an example', () => {
    expect(openingTab([], 'core/button')).toBeUndefined();
  });
});
