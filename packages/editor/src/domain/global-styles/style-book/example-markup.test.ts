import {
  type BlockType,
  createCoreRegistry,
  createRegistry,
  invalidBlocks,
  parse,
  parseBlocks,
} from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import { exampleMarkup, styleBookMarkup } from './example-markup';

const registry = createCoreRegistry();

describe('exampleMarkup', () => {
  it("writes a block type's example as saved block markup", () => {
    expect(exampleMarkup(registry, 'core/heading')).toBe(
      '<!-- wp:heading -->\n<h2 class="wp-block-heading">A clear heading</h2>\n<!-- /wp:heading -->',
    );
  });

  it('writes the inner blocks of the example inside the block', () => {
    const [list] = parse(exampleMarkup(registry, 'core/list') ?? '');
    expect(list?.name).toBe('core/list');
    expect(list?.innerBlocks.map((item) => item.innerHTML.trim())).toEqual([
      '<li>Warm colours</li>',
      '<li>Plain shapes</li>',
      '<li>Room to breathe</li>',
    ]);
  });

  it("selects a style variation with its class, keeping the example's own classes", () => {
    expect(exampleMarkup(registry, 'core/button', 'outline')).toContain(
      '<div class="wp-block-button is-style-outline">',
    );
    const kind: BlockType = {
      name: 'test/card',
      title: 'Card',
      category: 'design',
      attributes: {},
      styles: [
        { name: 'plain', label: 'Plain', isDefault: true },
        { name: 'raised', label: 'Raised' },
      ],
      example: { attributes: { className: 'is-style-plain featured' } },
      save: () => '<div></div>',
    };
    const custom = createRegistry([kind]);
    expect(exampleMarkup(custom, 'test/card', 'raised')).toContain(
      '"className":"featured is-style-raised"',
    );
    expect(exampleMarkup(custom, 'test/card', 'plain')).toContain('"className":"featured"');
  });

  it('gives null for an unknown type, a type without an example and an unknown style', () => {
    expect(exampleMarkup(registry, 'core/unknown')).toBeNull();
    expect(exampleMarkup(registry, 'core/post-title')).toBeNull();
    expect(exampleMarkup(registry, 'core/button', 'shiny')).toBeNull();
  });

  it('gives every core example as valid blocks (each saved HTML is what its type saves)', () => {
    const withExamples = registry.all().filter((blockType) => blockType.example !== undefined);
    expect(withExamples.length).toBeGreaterThan(20);
    for (const { name } of withExamples) {
      const markup = exampleMarkup(registry, name);
      expect(markup, name).not.toBeNull();
      const tree = parseBlocks(registry, markup ?? '');
      expect(tree.map((block) => block.name)).toEqual([name]);
      expect(invalidBlocks(tree), name).toEqual([]);
    }
  });
});

describe('styleBookMarkup', () => {
  it('draws the heading at every level, each saying which it is', () => {
    const markup = styleBookMarkup(registry, 'core/heading') ?? '';
    const tree = parseBlocks(registry, markup);
    expect(tree.map((block) => block.name)).toEqual(Array(6).fill('core/heading'));
    expect(parse(markup).map((block) => block.innerHTML.trim())).toEqual([
      '<h1 class="wp-block-heading">Heading 1</h1>',
      '<h2 class="wp-block-heading">Heading 2</h2>',
      '<h3 class="wp-block-heading">Heading 3</h3>',
      '<h4 class="wp-block-heading">Heading 4</h4>',
      '<h5 class="wp-block-heading">Heading 5</h5>',
      '<h6 class="wp-block-heading">Heading 6</h6>',
    ]);
    expect(invalidBlocks(tree)).toEqual([]);
  });

  it('is the example itself for a type without a series, null without an example', () => {
    expect(styleBookMarkup(registry, 'core/paragraph')).toBe(
      exampleMarkup(registry, 'core/paragraph'),
    );
    expect(styleBookMarkup(registry, 'core/post-title')).toBeNull();
    expect(styleBookMarkup(registry, 'core/unknown')).toBeNull();
  });
});
