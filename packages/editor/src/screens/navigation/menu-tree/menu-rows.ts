import type { BlockRegistry } from '@atelier/blocks';
import type { EditorBlock } from '../../../canvas/state/editor-block';
import { menuItemLabel, truncateLabel } from './menu-item-label';

/** Items whose label and address the tree edits, and that can hold submenu items. */
const LINK_ITEMS = new Set(['core/navigation-link', 'core/navigation-submenu']);

/** One visible row of the menu tree. */
export interface MenuRow {
  clientId: string;
  /** The item's full name (its accessible name and tooltip). */
  label: string;
  /** The name as shown: cut at 25 characters. */
  shortLabel: string;
  /** 1 at the top of the menu. */
  level: number;
  parentId: string | null;
  /** Position among its siblings (0-based) and how many they are. */
  index: number;
  setSize: number;
  hasChildren: boolean;
  /** Whether its children are shown (rows without children are never expanded). */
  expanded: boolean;
  /** A link or submenu: Edit and 'Add submenu item' apply. */
  isLink: boolean;
}

function rowsOf(
  registry: BlockRegistry,
  blocks: readonly EditorBlock[],
  collapsed: ReadonlySet<string>,
  parentId: string | null,
  level: number,
): MenuRow[] {
  return blocks.flatMap((block, index) => {
    const label = menuItemLabel(registry, block);
    const hasChildren = block.innerBlocks.length > 0;
    const expanded = hasChildren && !collapsed.has(block.clientId);
    const row: MenuRow = {
      clientId: block.clientId,
      label,
      shortLabel: truncateLabel(label),
      level,
      parentId,
      index,
      setSize: blocks.length,
      hasChildren,
      expanded,
      isLink: block.name !== null && LINK_ITEMS.has(block.name),
    };
    return expanded
      ? [row, ...rowsOf(registry, block.innerBlocks, collapsed, block.clientId, level + 1)]
      : [row];
  });
}

/**
 * The rows of a menu's tree in reading order: every item, the children of a submenu below it
 * one level deeper unless it is collapsed (items start expanded).
 */
export function menuRows(
  registry: BlockRegistry,
  blocks: readonly EditorBlock[],
  collapsed: ReadonlySet<string> = new Set(),
): MenuRow[] {
  return rowsOf(registry, blocks, collapsed, null, 1);
}

/** What a navigation key on a row does: focus another row, or expand / collapse this one. */
export type RowKeyAction =
  | { kind: 'focus'; clientId: string }
  | { kind: 'expand'; clientId: string }
  | { kind: 'collapse'; clientId: string }
  | { kind: 'none' };

/**
 * Tree keys on a row (WAI-ARIA tree pattern): Up and Down go to the previous and next row,
 * Home and End to the first and last; Right expands a collapsed row or enters its first child;
 * Left collapses an expanded row or goes to its parent.
 */
export function rowKeyAction(
  rows: readonly MenuRow[],
  clientId: string,
  key: string,
): RowKeyAction {
  const at = rows.findIndex((row) => row.clientId === clientId);
  const row = rows[at];
  if (row === undefined) return { kind: 'none' };
  const focus = (target: MenuRow | undefined): RowKeyAction =>
    target === undefined || target === row
      ? { kind: 'none' }
      : { kind: 'focus', clientId: target.clientId };
  switch (key) {
    case 'ArrowUp':
      return focus(rows[at - 1]);
    case 'ArrowDown':
      return focus(rows[at + 1]);
    case 'Home':
      return focus(rows[0]);
    case 'End':
      return focus(rows.at(-1));
    case 'ArrowRight':
      if (!row.hasChildren) return { kind: 'none' };
      return row.expanded ? focus(rows[at + 1]) : { kind: 'expand', clientId };
    case 'ArrowLeft':
      if (row.expanded) return { kind: 'collapse', clientId };
      return focus(rows.find((other) => other.clientId === row.parentId));
    default:
      return { kind: 'none' };
  }
}
