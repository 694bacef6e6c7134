import {
  type BlockType,
  createCoreRegistry,
  createRegistry,
  invalidBlocks,
  parse,
  parseBlocks,
} from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import { exampleMarkup } from './example-markup';

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
