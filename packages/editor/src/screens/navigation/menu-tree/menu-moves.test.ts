import { describe, expect, it } from 'vitest';
import { entityRegistry } from '../../../canvas/state/entity-root';
import { moveBlocks } from '../../../canvas/state/move-blocks';
import { block, frozenState, outline, registry } from '../../../canvas/state/verb-test-helpers';
import { canMoveBy, dropMove, readDraggedIds } from './menu-moves';

const MENU_REF = { kind: 'postType', name: 'wp_navigation', id: '4' };
const menuRegistry = entityRegistry(registry, MENU_REF);

function menu() {
  const a = block('core/navigation-link', { label: 'A' });
  const b = block('core/navigation-link', { label: 'B' });
  const child = block('core/navigation-link', { label: 'C' });
  const sub = block('core/navigation-submenu', { label: 'S' }, [child]);
  return { a, b, child, sub, state: frozenState([a, b, sub]) };
}

const labels = (blocks: Parameters<typeof outline>[0]) =>
  outline(blocks).map((line) => line.replace('core/navigation-', ''));

describe('dropMove', () => {
  it('puts a dragged item before or after the row it is dropped on', () => {
    const { a, b, sub, state } = menu();
    const after = dropMove(state.blocks, [a.clientId], b.clientId, 'after');
    expect(after).toEqual({ clientIds: [a.clientId], parentId: null, index: 1 });
    const moved = after === null ? state : moveBlocks(state, after, menuRegistry);
    expect(labels(moved.blocks)).toEqual(['link', 'link', 'submenu', '  link']);
    expect(moved.blocks.map((item) => item.clientId)).toEqual([
      b.clientId,
      a.clientId,
      sub.clientId,
    ]);
    expect(dropMove(state.blocks, [sub.clientId], a.clientId, 'before')).toEqual({
      clientIds: [sub.clientId],
      parentId: null,
      index: 0,
    });
  });

  it('moves an item into a submenu when dropped next to one of its items', () => {
    const { a, child, sub, state } = menu();
    const args = dropMove(state.blocks, [a.clientId], child.clientId, 'before');
    expect(args).toEqual({ clientIds: [a.clientId], parentId: sub.clientId, index: 0 });
    const moved = args === null ? state : moveBlocks(state, args, menuRegistry);
    expect(moved.blocks.map((item) => item.clientId)).toHaveLength(2);
    expect(moved.blocks[1]?.innerBlocks.map((item) => item.clientId)).toEqual([
      a.clientId,
      child.clientId,
    ]);
  });

  it('refuses a drop on the item itself, inside it, or of unknown items', () => {
    const { a, child, sub, state } = menu();
    expect(dropMove(state.blocks, [sub.clientId], child.clientId, 'after')).toBeNull();
    expect(dropMove(state.blocks, [a.clientId], a.clientId, 'after')).toBeNull();
    expect(dropMove(state.blocks, ['gone'], a.clientId, 'after')).toBeNull();
    expect(dropMove(state.blocks, [a.clientId], 'gone', 'after')).toBeNull();
    expect(dropMove(state.blocks, [], a.clientId, 'after')).toBeNull();
  });
});

describe('canMoveBy', () => {
  it('says whether an item has a sibling to trade places with', () => {
    const { a, b, child, state } = menu();
    expect(canMoveBy(state.blocks, a.clientId, -1)).toBe(false);
    expect(canMoveBy(state.blocks, a.clientId, 1)).toBe(true);
    expect(canMoveBy(state.blocks, b.clientId, -1)).toBe(true);
    expect(canMoveBy(state.blocks, child.clientId, 1)).toBe(false);
    expect(canMoveBy(state.blocks, child.clientId, -1)).toBe(false);
    expect(canMoveBy(state.blocks, 'gone', 1)).toBe(false);
  });
});

describe('readDraggedIds', () => {
  it('reads the client ids of a drag, and nothing from other data', () => {
    expect(readDraggedIds('["a","b"]')).toEqual(['a', 'b']);
    expect(readDraggedIds('["a",3]')).toEqual(['a']);
    expect(readDraggedIds('{"a":1}')).toEqual([]);
    expect(readDraggedIds('not json')).toEqual([]);
    expect(readDraggedIds('')).toEqual([]);
  });
});
