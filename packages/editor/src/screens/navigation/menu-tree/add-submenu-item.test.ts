import { blockAttributes } from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import { entityRegistry } from '../../../canvas/state/entity-root';
import { block, frozenState, registry, reparsed } from '../../../canvas/state/verb-test-helpers';
import { addSubmenuItem } from './add-submenu-item';

const menuRegistry = entityRegistry(registry, {
  kind: 'postType',
  name: 'wp_navigation',
  id: '4',
});

describe('addSubmenuItem', () => {
  it('turns a link into a submenu holding the new item, keeping its label, address and id', () => {
    const link = block('core/navigation-link', {
      label: 'About',
      url: '/about',
      id: 7,
      type: 'page',
      kind: 'post-type',
    });
    const start = frozenState([link]);
    const child = block('core/navigation-link', { label: 'Team', url: '/team' });
    const next = addSubmenuItem(start, { clientId: link.clientId, item: child }, menuRegistry);
    const submenu = next.blocks[0];
    expect(submenu?.name).toBe('core/navigation-submenu');
    expect(submenu?.clientId).toBe(link.clientId);
    expect(submenu === undefined ? {} : blockAttributes(registry, submenu)).toMatchObject({
      label: 'About',
      url: '/about',
      id: 7,
      type: 'page',
      kind: 'post-type',
    });
    expect(submenu?.innerBlocks.map((item) => item.clientId)).toEqual([child.clientId]);
    expect(reparsed(next)).toEqual(['core/navigation-submenu', '  core/navigation-link']);
  });

  it('adds the item at the end of a submenu', () => {
    const first = block('core/navigation-link', { label: 'Team' });
    const submenu = block('core/navigation-submenu', { label: 'About' }, [first]);
    const start = frozenState([submenu]);
    const child = block('core/navigation-link', { label: 'History' });
    const next = addSubmenuItem(start, { clientId: submenu.clientId, item: child }, menuRegistry);
    expect(next.blocks[0]?.innerBlocks.map((item) => item.clientId)).toEqual([
      first.clientId,
      child.clientId,
    ]);
    expect(next.selection).toBeNull();
  });

  it('leaves other items and unknown ids alone', () => {
    const pages = block('core/page-list');
    const start = frozenState([pages]);
    const child = block('core/navigation-link', { label: 'History' });
    expect(addSubmenuItem(start, { clientId: pages.clientId, item: child }, menuRegistry)).toBe(
      start,
    );
    expect(addSubmenuItem(start, { clientId: 'gone', item: child }, menuRegistry)).toBe(start);
  });
});
