import { describe, expect, it } from 'vitest';
import type { BlockNode } from './block-node';
import { parse } from './parse';
import { roundTripCases } from './round-trip-fixtures';
import { serialize } from './serialize';
import { serializeAttributes } from './serialize-attributes';

function outlineBlocks(blocks: readonly BlockNode[]): string {
  return blocks
    .map((block) => {
      const name = block.name ?? '#';
      return block.innerBlocks.length > 0 ? `${name}[${outlineBlocks(block.innerBlocks)}]` : name;
    })
    .join(',');
}

function textOf(blocks: readonly BlockNode[]): string {
  return blocks
    .map((block) => {
      let next = 0;
      return block.innerContent
        .map((part) => {
          if (part !== null) return part;
          next += 1;
          return textOf(block.innerBlocks.slice(next - 1, next));
        })
        .join('');
    })
    .join('');
}

describe('block grammar round trip', () => {
  it('has at least 40 cases', () => {
    expect(roundTripCases.length).toBeGreaterThanOrEqual(40);
  });

  for (const fixture of roundTripCases) {
    it(`round-trips: ${fixture.name}`, () => {
      const blocks = parse(fixture.markup);
      expect(serialize(blocks)).toBe(fixture.markup);
      expect(outlineBlocks(blocks)).toBe(fixture.outline);
    });
  }

  it('never loses text from malformed input', () => {
    for (const fixture of roundTripCases) {
      const stripped = fixture.markup.replace(/<!--[\s\S]*?-->/g, '');
      expect(textOf(parse(fixture.markup)).replace(/<!--[\s\S]*?-->/g, '')).toBe(stripped);
    }
  });
});

describe('parse', () => {
  it('builds the tree with innerHTML and innerContent slots', () => {
    const [group] = parse(
      '<!-- wp:group {"tagName":"main"} --><main class="wp-block-group"><!-- wp:spacer /--></main><!-- /wp:group -->',
    );
    expect(group?.name).toBe('core/group');
    expect(group?.attributes).toEqual({ tagName: 'main' });
    expect(group?.innerHTML).toBe('<main class="wp-block-group"></main>');
    expect(group?.innerContent).toEqual(['<main class="wp-block-group">', null, '</main>']);
    expect(group?.innerBlocks[0]?.name).toBe('core/spacer');
  });

  it('decodes escaped JSON', () => {
    const [block] = parse(
      '<!-- wp:paragraph {"t":"\\u002d\\u002d \\u003ca\\u003e \\u0026 \\u0022q\\u0022"} /-->',
    );
    expect(block?.attributes).toEqual({ t: '-- <a> & "q"' });
  });

  it('treats a free-form run as one node', () => {
    expect(parse('<p>a</p>\n<p>b</p>')).toEqual([
      {
        name: null,
        attributes: {},
        innerBlocks: [],
        innerHTML: '<p>a</p>\n<p>b</p>',
        innerContent: ['<p>a</p>\n<p>b</p>'],
      },
    ]);
  });

  it('gives unreadable JSON empty attributes', () => {
    expect(parse('<!-- wp:paragraph {"a":} /-->')[0]?.attributes).toEqual({});
  });
});

describe('serialize', () => {
  it('escapes attributes like the block editor', () => {
    expect(serializeAttributes({ a: '-- <b> & "c"' })).toBe(
      '{"a":"\\u002d\\u002d \\u003cb\\u003e \\u0026 \\u0022c\\u0022"}',
    );
  });

  it('writes fresh delimiters when the attributes object changed', () => {
    const [block] = parse('<!--  wp:paragraph   {"a":1}  -->\n<p>x</p>\n<!--  /wp:paragraph -->');
    if (block === undefined) throw new Error('no block');
    const edited = { ...block, attributes: { ...block.attributes, a: 2, b: '<' } };
    expect(serialize([edited])).toBe(
      '<!-- wp:paragraph {"a":2,"b":"\\u003c"} -->\n<p>x</p>\n<!-- /wp:paragraph -->',
    );
  });

  it('writes void blocks for empty content and leaves out empty attributes', () => {
    const block: BlockNode = {
      name: 'core/spacer',
      attributes: {},
      innerBlocks: [],
      innerHTML: '',
      innerContent: [],
    };
    expect(serialize([block])).toBe('<!-- wp:spacer /-->');
  });

  it('keeps a third-party namespace', () => {
    const block: BlockNode = {
      name: 'acme/x',
      attributes: { n: 1 },
      innerBlocks: [],
      innerHTML: 'y',
      innerContent: ['y'],
    };
    expect(serialize([block])).toBe('<!-- wp:acme/x {"n":1} -->y<!-- /wp:acme/x -->');
  });

  it('turns a void block that gained content into an open and closed one', () => {
    const [block] = parse('<!-- wp:group /-->');
    if (block === undefined) throw new Error('no block');
    const grown = { ...block, innerHTML: '<div></div>', innerContent: ['<div></div>'] };
    expect(serialize([grown])).toBe('<!-- wp:group --><div></div><!-- /wp:group -->');
  });

  it('never drops inner blocks that have no slot in innerContent', () => {
    const [group] = parse('<!-- wp:group --><div><!-- wp:a /--></div><!-- /wp:group -->');
    const [extra] = parse('<!-- wp:b /-->');
    if (group === undefined || extra === undefined) throw new Error('no block');
    expect(serialize([{ ...group, innerBlocks: [...group.innerBlocks, extra] }])).toBe(
      '<!-- wp:group --><div><!-- wp:a /-->\n\n<!-- wp:b /--></div><!-- /wp:group -->',
    );
    const [plain] = parse('<!-- wp:group --><div></div><!-- /wp:group -->');
    if (plain === undefined) throw new Error('no block');
    expect(serialize([{ ...plain, innerBlocks: [extra] }])).toBe(
      '<!-- wp:group --><div></div>\n\n<!-- wp:b /--><!-- /wp:group -->',
    );
  });
});
