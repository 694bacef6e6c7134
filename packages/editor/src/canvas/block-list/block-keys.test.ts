import { describe, expect, it } from 'vitest';
import type { EditorBlock } from '../state/editor-block';
import { followBlockKeys } from './block-keys';

function block(clientId: string, name = 'core/paragraph'): EditorBlock {
  return { clientId, name, attributes: {}, innerBlocks: [], innerHTML: '', innerContent: [] };
}

function keys(answer: ReturnType<typeof followBlockKeys>): string[] {
  return answer.ids.map((id) => answer.keyOf.get(id) ?? '?');
}

describe('followBlockKeys', () => {
  it('keys a list drawn for the first time by its ids', () => {
    const first = followBlockKeys(null, [block('a'), block('b')]);
    expect(keys(first)).toEqual(['a', 'b']);
  });

  it('gives a renamed list (a first sync) the keys its blocks had', () => {
    const first = followBlockKeys(null, [block('s1', 'core/heading'), block('s2'), block('s3')]);
    const synced = followBlockKeys(first, [block('d1', 'core/heading'), block('d2'), block('d3')]);
    expect(keys(synced)).toEqual(['s1', 's2', 's3']);
    // And they stay with those blocks afterwards: an insertion keys only the new block anew.
    const inserted = followBlockKeys(synced, [
      block('d1', 'core/heading'),
      block('n1'),
      block('d2'),
      block('d3'),
    ]);
    expect(keys(inserted)).toEqual(['s1', 'n1', 's2', 's3']);
  });

  it('does not hand a key to a block of another kind standing in a removed block’s place', () => {
    const first = followBlockKeys(null, [block('a'), block('b')]);
    const replaced = followBlockKeys(first, [block('a'), block('c', 'core/image')]);
    expect(keys(replaced)).toEqual(['a', 'c']);
  });

  it('never gives one key twice, even when a new id is an inherited key', () => {
    const first = followBlockKeys(null, [block('a'), block('b')]);
    const synced = followBlockKeys(first, [block('x'), block('y')]);
    expect(keys(synced)).toEqual(['a', 'b']);
    // A block whose id is `a` comes back beside the block now keyed `a`.
    const back = followBlockKeys(synced, [block('a'), block('x'), block('y')]);
    const given = keys(back);
    expect(new Set(given).size).toBe(3);
    expect(given.slice(1)).toEqual(['x', 'b']);
  });

  it('answers the same object for the same blocks and keeps the map when only content changed', () => {
    const blocks = [block('a'), block('b')];
    const first = followBlockKeys(null, blocks);
    expect(followBlockKeys(first, blocks)).toBe(first);
    const typed = followBlockKeys(first, [block('a'), { ...block('b'), attributes: { x: 1 } }]);
    expect(typed.keyOf).toBe(first.keyOf);
  });
});
