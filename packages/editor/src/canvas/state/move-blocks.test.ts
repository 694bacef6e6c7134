import { describe, expect, it } from 'vitest';
import { moveBlocks, moveBlocksDown, moveBlocksUp } from './move-blocks';
import { frozenState, idAt, outline, registry, reparsed } from './verb-test-helpers';

const DOC = [
  '<!-- wp:paragraph --><p>a</p><!-- /wp:paragraph -->',
  '<!-- wp:paragraph --><p>b</p><!-- /wp:paragraph -->',
  '<!-- wp:group --><div class="wp-block-group"><!-- wp:paragraph --><p>g</p><!-- /wp:paragraph --></div><!-- /wp:group -->',
].join('\n\n');

describe('moveBlocks', () => {
  it('moves a block down and up again', () => {
    const start = frozenState(DOC);
    const a = idAt(start, 0);
    const down = moveBlocksDown(start, { clientIds: [a] }, registry);
    expect(outline(down.blocks).slice(0, 2)).toEqual(['core/paragraph: b', 'core/paragraph: a']);
    const up = moveBlocksUp(down, { clientIds: [a] }, registry);
    expect(outline(up.blocks)).toEqual(outline(start.blocks));
  });

  it('does nothing past the edges', () => {
    const start = frozenState(DOC);
    expect(moveBlocksUp(start, { clientIds: [idAt(start, 0)] }, registry)).toBe(start);
    expect(moveBlocksDown(start, { clientIds: [idAt(start, 2)] }, registry)).toBe(start);
  });

  it('moves blocks into a parent and out again, writing the parent again', () => {
    const start = frozenState(DOC);
    const into = moveBlocks(
      start,
      { clientIds: [idAt(start, 0), idAt(start, 1)], parentId: idAt(start, 2), index: 1 },
      registry,
    );
    expect(reparsed(into)).toEqual([
      'core/group',
      '  core/paragraph: g',
      '  core/paragraph: a',
      '  core/paragraph: b',
    ]);
    const out = moveBlocks(
      into,
      { clientIds: [idAt(into, 0, 0)], parentId: null, index: 0 },
      registry,
    );
    expect(reparsed(out)).toEqual([
      'core/paragraph: g',
      'core/group',
      '  core/paragraph: a',
      '  core/paragraph: b',
    ]);
  });

  it('refuses to move a block into itself', () => {
    const start = frozenState(DOC);
    const group = idAt(start, 2);
    expect(moveBlocks(start, { clientIds: [group], parentId: group, index: 0 }, registry)).toBe(
      start,
    );
  });
});

describe('moveBlocks into a parent that cannot hold the blocks', () => {
  it('leaves the state as it is', () => {
    const start = frozenState(
      `${DOC}\n\n<!-- wp:list --><ul class="wp-block-list"><!-- wp:list-item --><li>i</li><!-- /wp:list-item --></ul><!-- /wp:list -->`,
    );
    const list = idAt(start, 3);
    expect(
      moveBlocks(start, { clientIds: [idAt(start, 0)], parentId: list, index: 0 }, registry),
    ).toBe(start);
  });
});
