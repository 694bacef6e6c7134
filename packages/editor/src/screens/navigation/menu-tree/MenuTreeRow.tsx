import { type DragEvent, type KeyboardEvent, useState } from 'react';
import { BLOCKS_MIME, dropSide } from '../../../canvas/drag/drag-data';
import { type ItemOption, MenuItemOptions } from './MenuItemOptions';
import { readDraggedIds } from './menu-moves';
import type { MenuRow } from './menu-rows';

export interface MenuTreeRowProps {
  row: MenuRow;
  /** The row in the tab order (the one the arrows last reached). */
  active: boolean;
  options: readonly ItemOption[];
  onToggle(): void;
  onKeyDown(event: KeyboardEvent<HTMLDivElement>): void;
  onFocus(): void;
  /** A double click: the item's Edit. */
  onOpen(): void;
  /** Items dragged here are dropped before or after this one. */
  onDropItems(clientIds: string[], side: 'before' | 'after'): void;
}

/**
 * One item of the menu tree: a tree item with its level, place among its siblings and
 * expanded state, its name cut at 25 characters (the full name is the row's name and tooltip),
 * the expand toggle, the options menu; it can be dragged before or after another row.
 */
export function MenuTreeRow({
  row,
  active,
  options,
  onToggle,
  onKeyDown,
  onFocus,
  onOpen,
  onDropItems,
}: MenuTreeRowProps) {
  const [dropAt, setDropAt] = useState<'before' | 'after' | null>(null);

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!event.dataTransfer.types.includes(BLOCKS_MIME)) return;
    event.preventDefault();
    setDropAt(dropSide(event.currentTarget.getBoundingClientRect(), event.clientY));
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    const side = dropAt ?? dropSide(event.currentTarget.getBoundingClientRect(), event.clientY);
    setDropAt(null);
    const ids = readDraggedIds(event.dataTransfer.getData(BLOCKS_MIME));
    if (ids.length > 0) onDropItems(ids, side);
  };

  return (
    <div
      role="treeitem"
      data-menu-item={row.clientId}
      tabIndex={active ? 0 : -1}
      aria-label={row.label}
      aria-level={row.level}
      aria-posinset={row.index + 1}
      aria-setsize={row.setSize}
      aria-expanded={row.hasChildren ? row.expanded : undefined}
      className={`atelier-menu-tree__row${dropAt === null ? '' : ` is-drop-${dropAt}`}`}
      draggable
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData(BLOCKS_MIME, JSON.stringify([row.clientId]));
      }}
      onDragOver={onDragOver}
      onDragLeave={() => setDropAt(null)}
      onDrop={onDrop}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onDoubleClick={onOpen}
    >
      <div className="atelier-menu-tree__item" style={{ paddingInlineStart: (row.level - 1) * 16 }}>
        {row.hasChildren ? (
          <button
            type="button"
            tabIndex={-1}
            className="atelier-menu-tree__toggle"
            aria-label={`${row.expanded ? 'Collapse' : 'Expand'} ${row.label}`}
            onClick={onToggle}
          >
            {row.expanded ? '▾' : '▸'}
          </button>
        ) : (
          <span className="atelier-menu-tree__toggle" />
        )}
        <span className="atelier-menu-tree__label" title={row.label}>
          {row.shortLabel}
        </span>
      </div>
      <MenuItemOptions label={row.label} options={options} tabbable={active} />
    </div>
  );
}
