import { describe, expect, it } from 'vitest';
import { registry } from '../../../canvas/state/verb-test-helpers';
import { menuTreeRegistry } from './menu-registry';

describe('menuTreeRegistry', () => {
  const menu = menuTreeRegistry(registry);

  it('lets links, submenus and page lists go into a submenu, which lists them', () => {
    expect(registry.canInsert('core/navigation-link', 'core/navigation-submenu')).toBe(false);
    expect(menu.canInsert('core/navigation-link', 'core/navigation-submenu')).toBe(true);
    expect(menu.canInsert('core/navigation-submenu', 'core/navigation-submenu')).toBe(true);
    expect(menu.canInsert('core/page-list', 'core/navigation-submenu')).toBe(true);
  });

  it('keeps every other rule of the registry', () => {
    expect(menu.canInsert('core/paragraph', 'core/navigation-submenu')).toBe(false);
    expect(menu.canInsert('core/navigation-link', null)).toBe(false);
    expect(menu.canInsert('core/navigation-link', 'core/navigation')).toBe(true);
    expect(menu.canInsert('core/unknown', 'core/navigation-submenu')).toBe(false);
    expect(menu.get('core/navigation-link')?.title).toBe('Custom Link');
  });

  it('is made once per registry', () => {
    expect(menuTreeRegistry(registry)).toBe(menu);
  });
});
