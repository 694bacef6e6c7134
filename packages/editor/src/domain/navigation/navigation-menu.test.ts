import { describe, expect, it } from 'vitest';
import {
  menuDisplayTitle,
  menuLocation,
  menuRef,
  type NavigationMenu,
  toNavigationMenu,
} from './navigation-menu';

const menu = (fields: Partial<NavigationMenu>): NavigationMenu => ({
  id: 4,
  title: 'Main',
  status: 'publish',
  slug: 'main',
  content: '',
  ...fields,
});

describe('toNavigationMenu', () => {
  it('reads a record as the REST API sends it ({ raw, rendered } fields)', () => {
    expect(
      toNavigationMenu({
        id: 7,
        title: { raw: 'Footer links', rendered: 'Footer links' },
        status: 'draft',
        slug: 'footer-links',
        content: { raw: '<!-- wp:page-list /-->', rendered: '' },
      }),
    ).toEqual({
      id: 7,
      title: 'Footer links',
      status: 'draft',
      slug: 'footer-links',
      content: '<!-- wp:page-list /-->',
    });
  });

  it('reads an edited record (plain strings) and a record known by its rendered title only', () => {
    expect(toNavigationMenu({ id: '9', title: 'Renamed', status: 'publish' })).toMatchObject({
      id: 9,
      title: 'Renamed',
      slug: '',
      content: '',
    });
    expect(toNavigationMenu({ id: 3, title: { rendered: 'Shown' } }).title).toBe('Shown');
  });
});

describe('menuDisplayTitle', () => {
  it('shows a published menu by its title', () => {
    expect(menuDisplayTitle(menu({}), 1)).toBe('Main');
  });

  it('adds the status in parentheses unless published', () => {
    expect(menuDisplayTitle(menu({ status: 'draft' }), 1)).toBe('Main (Draft)');
    expect(menuDisplayTitle(menu({ status: 'pending' }), 1)).toBe('Main (Pending)');
    expect(menuDisplayTitle(menu({ status: 'private' }), 1)).toBe('Main (Private)');
    expect(menuDisplayTitle(menu({ status: 'future' }), 1)).toBe('Main (Scheduled)');
    expect(menuDisplayTitle(menu({ status: 'odd' }), 1)).toBe('Main (odd)');
  });

  it('names an untitled (or blank) menu by the number it is given', () => {
    expect(menuDisplayTitle(menu({ title: '' }), 2)).toBe('(no title 2)');
    expect(menuDisplayTitle(menu({ title: '   ', status: 'draft' }), 12)).toBe('(no title 12)');
  });

  it('shows the title trimmed', () => {
    expect(menuDisplayTitle(menu({ title: '  Main  ' }), 1)).toBe('Main');
  });
});

describe('menuRef and menuLocation', () => {
  it("address a menu in the store and by its own screen's path", () => {
    expect(menuRef(5)).toEqual({ kind: 'postType', name: 'wp_navigation', id: '5' });
    expect(menuLocation(5)).toEqual({ path: '/navigation/wp_navigation/5' });
  });
});
