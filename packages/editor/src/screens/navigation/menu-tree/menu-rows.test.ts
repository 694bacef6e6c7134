import { describe, expect, it } from 'vitest';
import { block, registry } from '../../../canvas/state/verb-test-helpers';
import { menuRows, rowKeyAction } from './menu-rows';

const home = block('core/navigation-link', { label: 'Home', url: '/' });
const team = block('core/navigation-link', { label: 'Team', url: '/team' });
const history = block('core/navigation-link', {
  label: 'Our history, our people and our partners',
  url: '/history',
});
const about = block('core/navigation-submenu', { label: 'About' }, [team, history]);
const pages = block('core/page-list');
const MENU = [home, about, pages];

const shape = (rows: ReturnType<typeof menuRows>) =>
  rows.map((row) => `${row.level}:${row.shortLabel}:${row.index + 1}/${row.setSize}`);

describe('menuRows', () => {
  it('lists every item in reading order, submenu items one level deeper', () => {
    expect(shape(menuRows(registry, MENU))).toEqual([
      '1:Home:1/3',
      '1:About:2/3',
      '2:Team:1/2',
      '2:Our history, our people…:2/2',
      '1:Page List:3/3',
    ]);
  });

  it('keeps the full label beside the cut one', () => {
    const row = menuRows(registry, MENU)[3];
    expect(row?.label).toBe('Our history, our people and our partners');
    expect(row?.parentId).toBe(about.clientId);
  });

  it('says which rows have children and hides those of a collapsed one', () => {
    const rows = menuRows(registry, MENU, new Set([about.clientId]));
    expect(shape(rows)).toEqual(['1:Home:1/3', '1:About:2/3', '1:Page List:3/3']);
    expect(rows.map((row) => [row.hasChildren, row.expanded])).toEqual([
      [false, false],
      [true, false],
      [false, false],
    ]);
  });

  it('marks links and submenus as editable links, not the page list', () => {
    expect(menuRows(registry, MENU).map((row) => row.isLink)).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
  });
});

describe('rowKeyAction', () => {
  const rows = menuRows(registry, MENU);

  it('moves between rows with the arrows, Home and End', () => {
    expect(rowKeyAction(rows, home.clientId, 'ArrowDown')).toEqual({
      kind: 'focus',
      clientId: about.clientId,
    });
    expect(rowKeyAction(rows, team.clientId, 'ArrowUp')).toEqual({
      kind: 'focus',
      clientId: about.clientId,
    });
    expect(rowKeyAction(rows, home.clientId, 'ArrowUp')).toEqual({ kind: 'none' });
    expect(rowKeyAction(rows, home.clientId, 'End')).toEqual({
      kind: 'focus',
      clientId: pages.clientId,
    });
    expect(rowKeyAction(rows, pages.clientId, 'Home')).toEqual({
      kind: 'focus',
      clientId: home.clientId,
    });
  });

  it('collapses with Left, then goes to the parent; expands with Right, then enters', () => {
    expect(rowKeyAction(rows, about.clientId, 'ArrowLeft')).toEqual({
      kind: 'collapse',
      clientId: about.clientId,
    });
    expect(rowKeyAction(rows, team.clientId, 'ArrowLeft')).toEqual({
      kind: 'focus',
      clientId: about.clientId,
    });
    expect(rowKeyAction(rows, about.clientId, 'ArrowRight')).toEqual({
      kind: 'focus',
      clientId: team.clientId,
    });
    const collapsed = menuRows(registry, MENU, new Set([about.clientId]));
    expect(rowKeyAction(collapsed, about.clientId, 'ArrowRight')).toEqual({
      kind: 'expand',
      clientId: about.clientId,
    });
    expect(rowKeyAction(rows, home.clientId, 'ArrowRight')).toEqual({ kind: 'none' });
    expect(rowKeyAction(rows, 'nowhere', 'ArrowDown')).toEqual({ kind: 'none' });
  });
});
