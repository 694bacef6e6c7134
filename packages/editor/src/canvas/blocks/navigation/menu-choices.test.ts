import { describe, expect, it } from 'vitest';
import type { EntityRecord } from '../../../data/entities/store-state';
import { menuChoices, NO_MENU_CHOICE, newMenuTitle } from './menu-choices';

function menu(id: number, title: string, status = 'publish'): EntityRecord {
  return { id, status, title: { raw: title, rendered: title } };
}

const MENUS = [menu(9, 'Footer links', 'draft'), menu(8, ''), menu(5, 'Main'), menu(4, '')];

describe('menuChoices', () => {
  it('names the menus as the Navigation area does: status unless published, untitled by place', () => {
    expect(menuChoices(MENUS, 5, { state: 'loading' })).toEqual([
      { value: '9', label: 'Footer links (Draft)' },
      { value: '8', label: '(no title 2)' },
      { value: '5', label: 'Main' },
      { value: '4', label: '(no title 4)' },
    ]);
  });

  it('says no menu is chosen first while none is', () => {
    expect(menuChoices(MENUS, null, { state: 'loading' })[0]).toEqual(NO_MENU_CHOICE);
    expect(menuChoices([], null, { state: 'loading' })).toEqual([NO_MENU_CHOICE]);
    expect(menuChoices(null, null, { state: 'loading' })).toEqual([NO_MENU_CHOICE]);
  });

  it('puts a chosen menu the list does not hold first, as it is', () => {
    const chosen = { state: 'found' as const, record: menu(2, 'Old menu', 'private') };
    expect(menuChoices(MENUS, 2, chosen)[0]).toEqual({ value: '2', label: 'Old menu (Private)' });
    expect(menuChoices(MENUS, 2, { state: 'missing' })[0]).toEqual({
      value: '2',
      label: 'Navigation Menu missing.',
    });
    expect(menuChoices(null, 2, { state: 'loading' })).toEqual([{ value: '2', label: 'Loading…' }]);
  });
});

describe('newMenuTitle', () => {
  it('is “Navigation”, then “Navigation 2”, “Navigation 3” as menus take the name', () => {
    expect(newMenuTitle([], null)).toBe('Navigation');
    expect(newMenuTitle([menu(1, 'Main')], null)).toBe('Navigation');
    expect(newMenuTitle([menu(1, 'Navigation')], null)).toBe('Navigation 2');
    expect(newMenuTitle([menu(2, 'Navigation 2'), menu(1, 'Navigation', 'draft')], null)).toBe(
      'Navigation 3',
    );
  });

  it('never repeats a title that is taken', () => {
    expect(newMenuTitle([menu(3, 'Navigation 3'), menu(1, 'Navigation')], null)).toBe(
      'Navigation 4',
    );
  });

  it('names a navigation of a template part by the part’s area', () => {
    expect(newMenuTitle([menu(1, 'Navigation')], 'Header')).toBe('Header navigation');
    expect(newMenuTitle([menu(1, 'Header navigation')], 'Header')).toBe('Header navigation 2');
  });
});
