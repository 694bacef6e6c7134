import { createCoreRegistry } from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import { entityRegistry, rootParentOf } from './entity-root';
import { moveBlocksDown, moveBlocksUp } from './move-blocks';
import { block, frozenState } from './verb-test-helpers';

const registry = createCoreRegistry();
const menu = { kind: 'postType', name: 'wp_navigation', id: '7' };
const part = { kind: 'postType', name: 'wp_template_part', id: 'loom//header' };

describe('entityRegistry', () => {
  it('puts the top level of a menu inside a navigation block', () => {
    expect(rootParentOf(menu)).toBe('core/navigation');
    expect(rootParentOf(part)).toBeNull();
    expect(registry.canInsert('core/navigation-link', null)).toBe(false);
    expect(entityRegistry(registry, menu).canInsert('core/navigation-link', null)).toBe(true);
    expect(entityRegistry(registry, menu).canInsert('core/paragraph', null)).toBe(false);
    expect(entityRegistry(registry, part)).toBe(registry);
    expect(entityRegistry(registry, menu)).toBe(entityRegistry(registry, menu));
  });

  it('lets menu items be reordered at the top level of a menu', () => {
    const home = block('core/navigation-link', { label: 'Home' });
    const about = block('core/navigation-link', { label: 'About' });
    const state = frozenState([home, about]);
    const labels = (blocks: typeof state.blocks) => blocks.map((item) => item.attributes.label);
    expect(moveBlocksDown(state, { clientIds: [home.clientId] }, registry)).toBe(state);
    const inMenu = entityRegistry(registry, menu);
    const moved = moveBlocksDown(state, { clientIds: [home.clientId] }, inMenu);
    expect(labels(moved.blocks)).toEqual(['About', 'Home']);
    const back = moveBlocksUp(moved, { clientIds: [home.clientId] }, inMenu);
    expect(labels(back.blocks)).toEqual(['Home', 'About']);
  });
});
