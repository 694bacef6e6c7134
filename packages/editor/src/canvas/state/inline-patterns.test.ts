import { serialize } from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import { toStoredTree } from './editor-block';
import { type InlinePattern, inlinePatterns, type PatternLookup } from './inline-patterns';
import { flattenBlocks } from './tree';
import { frozenState, outline } from './verb-test-helpers';

const HERO: InlinePattern = {
  name: 'loom/hero',
  title: 'Hero',
  content: [
    '<!-- wp:group {"align":"full"} -->',
    '<div class="wp-block-group alignfull"><!-- wp:heading -->',
    '<h2 class="wp-block-heading">Welcome</h2>',
    '<!-- /wp:heading --></div>',
    '<!-- /wp:group -->',
  ].join('\n'),
};
const PAIR: InlinePattern = {
  name: 'loom/pair',
  title: 'Two lines',
  content:
    '<!-- wp:paragraph -->\n<p>first</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:paragraph -->\n<p>second</p>\n<!-- /wp:paragraph -->',
};
const OUTER: InlinePattern = {
  name: 'loom/outer',
  title: 'Outer',
  content:
    '<!-- wp:group -->\n<div class="wp-block-group"><!-- wp:pattern {"slug":"loom/pair"} /--></div>\n<!-- /wp:group -->',
};
const LOOP: InlinePattern = {
  name: 'loom/loop',
  title: 'Loop',
  content:
    '<!-- wp:group -->\n<div class="wp-block-group"><!-- wp:paragraph -->\n<p>again</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:pattern {"slug":"loom/loop"} /--></div>\n<!-- /wp:group -->',
};

const PATTERNS: PatternLookup = new Map(
  [HERO, PAIR, OUTER, LOOP].map((pattern) => [pattern.name, pattern]),
);

const place = (slug: string) => `<!-- wp:pattern {"slug":"${slug}"} /-->`;

describe('inlinePatterns', () => {
  it('replaces a placed pattern by its blocks, named after the pattern when it is one block', () => {
    const { blocks } = frozenState(
      `<!-- wp:paragraph -->\n<p>intro</p>\n<!-- /wp:paragraph -->\n\n${place('loom/hero')}`,
    );
    const inlined = inlinePatterns(blocks, PATTERNS);
    expect(outline(inlined)).toEqual([
      'core/paragraph: intro',
      'core/group',
      '  core/heading: Welcome',
    ]);
    expect(inlined[1]?.attributes.metadata).toEqual({ patternName: 'loom/hero', name: 'Hero' });
    expect(inlined[0]).toBe(blocks[0]);
  });

  it('inlines inside containers, keeping the container’s markup and a slot per block', () => {
    const { blocks } = frozenState(
      `<!-- wp:group {"tagName":"main"} -->\n<main class="wp-block-group">${place('loom/pair')}\n\n${place('loom/hero')}</main>\n<!-- /wp:group -->`,
    );
    const inlined = inlinePatterns(blocks, PATTERNS);
    expect(outline(inlined)).toEqual([
      'core/group',
      '  core/paragraph: first',
      '  core/paragraph: second',
      '  core/group',
      '    core/heading: Welcome',
    ]);
    expect(inlined[0]?.clientId).toBe(blocks[0]?.clientId);
    // Several blocks: no pattern name on any of them.
    expect(inlined[0]?.innerBlocks[0]?.attributes.metadata).toBeUndefined();
    expect(serialize(toStoredTree(inlined))).toBe(
      [
        '<!-- wp:group {"tagName":"main"} -->',
        '<main class="wp-block-group"><!-- wp:paragraph -->',
        '<p>first</p>',
        '<!-- /wp:paragraph -->',
        '',
        '<!-- wp:paragraph -->',
        '<p>second</p>',
        '<!-- /wp:paragraph -->',
        '',
        '<!-- wp:group {"align":"full","metadata":{"patternName":"loom/hero","name":"Hero"}} -->',
        '<div class="wp-block-group alignfull"><!-- wp:heading -->',
        '<h2 class="wp-block-heading">Welcome</h2>',
        '<!-- /wp:heading --></div>',
        '<!-- /wp:group --></main>',
        '<!-- /wp:group -->',
      ].join('\n'),
    );
  });

  it('inlines patterns placed inside a pattern', () => {
    const { blocks } = frozenState(place('loom/outer'));
    expect(outline(inlinePatterns(blocks, PATTERNS))).toEqual([
      'core/group',
      '  core/paragraph: first',
      '  core/paragraph: second',
    ]);
  });

  it('leaves out a pattern placed inside itself, so inlining again changes nothing', () => {
    const { blocks } = frozenState(place('loom/loop'));
    const inlined = inlinePatterns(blocks, PATTERNS);
    expect(outline(inlined)).toEqual(['core/group', '  core/paragraph: again']);
    expect(inlinePatterns(inlined, PATTERNS)).toBe(inlined);
    expect(serialize(toStoredTree(inlined))).not.toContain('wp:pattern');
  });

  it('keeps the block of a slug that is not a pattern; the same tree when nothing changes', () => {
    const { blocks } = frozenState(
      `<!-- wp:group -->\n<div class="wp-block-group">${place('loom/gone')}</div>\n<!-- /wp:group -->`,
    );
    expect(inlinePatterns(blocks, PATTERNS)).toBe(blocks);
    expect(inlinePatterns(blocks, new Map())).toBe(blocks);
  });

  it('gives every inlined block its own client id, also when a pattern is placed twice', () => {
    const { blocks } = frozenState(`${place('loom/hero')}\n\n${place('loom/hero')}`);
    const ids = flattenBlocks(inlinePatterns(blocks, PATTERNS)).map((block) => block.clientId);
    expect(ids).toHaveLength(4);
    expect(new Set(ids).size).toBe(4);
  });

  it('keeps a name the pattern’s block already has', () => {
    const named: InlinePattern = {
      name: 'loom/named',
      title: 'Named pattern',
      content:
        '<!-- wp:group {"metadata":{"name":"Banner"}} -->\n<div class="wp-block-group"></div>\n<!-- /wp:group -->',
    };
    const { blocks } = frozenState(place('loom/named'));
    const [inlined] = inlinePatterns(blocks, new Map([[named.name, named]]));
    expect(inlined?.attributes.metadata).toEqual({ name: 'Banner', patternName: 'loom/named' });
  });
});
