import { describe, expect, it } from 'vitest';
import type { EditorBlock } from '../../../canvas/state/editor-block';
import { collapsedBlocks, followRowKeys } from './menu-row-keys';

function link(clientId: string, innerBlocks: EditorBlock[] = []): EditorBlock {
  const name = innerBlocks.length > 0 ? 'core/navigation-submenu' : 'core/navigation-link';
  return { clientId, name, attributes: {}, innerBlocks, innerHTML: '', innerContent: [] };
}

const keysOf = (blocks: readonly EditorBlock[], previous = followRowKeys(null, blocks)) =>
  Object.fromEntries(followRowKeys(previous, blocks).keys);

describe('followRowKeys', () => {
  const before = Object.freeze([link('a'), link('b', [link('c')]), link('d')]);
  const first = followRowKeys(null, before);

  it('keys each row by its block id at first', () => {
    expect(Object.fromEntries(first.keys)).toEqual({ a: 'a', b: 'b', c: 'c', d: 'd' });
  });

  it('keeps the keys when every block takes a new id in place (a first sync)', () => {
    const after = [link('1'), link('2', [link('3')]), link('4')];
    expect(keysOf(after, first)).toEqual({ 1: 'a', 2: 'b', 3: 'c', 4: 'd' });
    // And again at the next rename: the rows still have their first keys.
    const again = followRowKeys(followRowKeys(first, after), [
      link('x'),
      link('y', [link('z')]),
      link('w'),
    ]);
    expect(Object.fromEntries(again.keys)).toEqual({ x: 'a', y: 'b', z: 'c', w: 'd' });
  });

  it('gives a new block its own id when the block at its place is still in the tree', () => {
    // 'n' inserted first: 'a' moved down, it is not renamed.
    const after = [link('n'), link('a'), link('b', [link('c')]), link('d')];
    expect(keysOf(after, first)).toEqual({ n: 'n', a: 'a', b: 'b', c: 'c', d: 'd' });
  });

  it('keeps the keys of moved and remaining blocks', () => {
    const after = [link('d'), link('a')];
    expect(keysOf(after, first)).toEqual({ d: 'd', a: 'a' });
  });

  it('keeps a submenu collapsed when its block takes a new id in place', () => {
    const collapsedKeys = new Set([first.keys.get('b') ?? '']);
    expect([...collapsedBlocks(first.keys, collapsedKeys)]).toEqual(['b']);
    const after = followRowKeys(first, [link('1'), link('2', [link('3')]), link('4')]);
    expect([...collapsedBlocks(after.keys, collapsedKeys)]).toEqual(['2']);
  });
});
