import { type KeyboardEvent, lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useBlockEditorStore } from '../../../canvas/state/BlockEditorContext';
import { useBlocks } from '../../../canvas/state/block-editor-hooks';
import type { EditorBlock } from '../../../canvas/state/editor-block';
import type { ItemOption } from './MenuItemOptions';
import { MenuTreeRow } from './MenuTreeRow';
import { canMoveBy } from './menu-moves';
import { collapsedBlocks, followRowKeys, type RowKeys } from './menu-row-keys';
import { type MenuRow, menuRows, rowKeyAction } from './menu-rows';
import type { MenuItemActions } from './use-menu-item-actions';
import './MenuTree.css';

// The item dialogs (with the dialog library) come when one opens, not before the rows.
const LinkItemDialog = lazy(() =>
  import('./LinkItemDialog').then((module) => ({ default: module.LinkItemDialog })),
);

type ItemDialog = { kind: 'edit' | 'add-child'; clientId: string };

/** The row before the item (else the one after its children): where focus goes when it goes. */
function neighbourOf(rows: readonly MenuRow[], clientId: string): string | null {
  const at = rows.findIndex((row) => row.clientId === clientId);
  const row = rows[at];
  if (row === undefined) return null;
  const before = rows[at - 1];
  if (before !== undefined) return before.clientId;
  const after = rows.slice(at + 1).find((other) => other.level <= row.level);
  return after?.clientId ?? null;
}

/**
 * The rows' React keys, which survive the blocks taking new ids (a shared menu's first sync): the
 * row a person is on, and its open options menu, are not drawn anew.
 */
function useRowKeys(blocks: readonly EditorBlock[]): ReadonlyMap<string, string> {
  const last = useRef<RowKeys | null>(null);
  if (last.current?.blocks !== blocks) last.current = followRowKeys(last.current, blocks);
  return last.current.keys;
}

/**
 * The menu's items as a tree (like List View): arrows move between rows, Left and Right
 * collapse and expand, Enter edits, the canvas's move shortcuts reorder; each row has its
 * options menu and can be dragged. `onEmptied` is called when the last item was removed.
 */
export function MenuTree({
  actions,
  onEmptied,
}: {
  actions: MenuItemActions;
  onEmptied: () => void;
}) {
  const store = useBlockEditorStore();
  const blocks = useBlocks(store.rootRef);
  // Held by row key, so a submenu stays collapsed when its block takes a new id (a first sync).
  const [collapsedKeys, setCollapsedKeys] = useState<ReadonlySet<string>>(() => new Set());
  const rowKeys = useRowKeys(blocks);
  const rows = useMemo(
    () => menuRows(store.registry, blocks, collapsedBlocks(rowKeys, collapsedKeys)),
    [store.registry, blocks, rowKeys, collapsedKeys],
  );
  const [activeId, setActiveId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<ItemDialog | null>(null);
  const [focusRequest, setFocusRequest] = useState<{ clientId: string } | null>(null);
  const treeRef = useRef<HTMLDivElement>(null);
  const active = rows.find((row) => row.clientId === activeId) ?? rows[0];

  useEffect(() => {
    if (focusRequest === null) return;
    treeRef.current
      ?.querySelector<HTMLElement>(`[data-menu-item="${focusRequest.clientId}"]`)
      ?.focus();
  }, [focusRequest]);

  const focusRow = (clientId: string) => {
    setActiveId(clientId);
    setFocusRequest({ clientId });
  };
  const setExpanded = (clientId: string, expanded: boolean) => {
    const key = rowKeys.get(clientId) ?? clientId;
    const next = new Set(collapsedKeys);
    if (expanded) next.delete(key);
    else next.add(key);
    setCollapsedKeys(next);
  };
  const remove = (clientId: string) => {
    const next = neighbourOf(rows, clientId);
    actions.remove(clientId);
    if (next === null) onEmptied();
    else focusRow(next);
  };

  const onRowKeyDown = (row: MenuRow, event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    if (actions.runKey(event, row.clientId)) {
      event.preventDefault();
      focusRow(row.clientId);
      return;
    }
    if (event.key === 'Enter' && row.isLink) {
      event.preventDefault();
      setDialog({ kind: 'edit', clientId: row.clientId });
      return;
    }
    const action = rowKeyAction(rows, row.clientId, event.key);
    if (action.kind === 'none') return;
    event.preventDefault();
    if (action.kind === 'focus') focusRow(action.clientId);
    else setExpanded(action.clientId, action.kind === 'expand');
  };

  const optionsOf = (row: MenuRow): ItemOption[] => [
    ...(row.isLink
      ? [
          {
            key: 'edit',
            label: 'Edit',
            onSelect: () => setDialog({ kind: 'edit', clientId: row.clientId }),
          },
          {
            key: 'add-child',
            label: 'Add submenu item',
            onSelect: () => setDialog({ kind: 'add-child', clientId: row.clientId }),
          },
        ]
      : []),
    {
      key: 'move-up',
      label: 'Move up',
      shortcut: actions.shortcutOf('move-up'),
      disabled: !canMoveBy(blocks, row.clientId, -1),
      onSelect: () => actions.move('move-up', row.clientId),
    },
    {
      key: 'move-down',
      label: 'Move down',
      shortcut: actions.shortcutOf('move-down'),
      disabled: !canMoveBy(blocks, row.clientId, 1),
      onSelect: () => actions.move('move-down', row.clientId),
    },
    { key: 'remove', label: 'Remove', destructive: true, onSelect: () => remove(row.clientId) },
  ];

  const form = dialog === null ? null : actions.editFormOf(dialog.clientId);

  return (
    <>
      <div ref={treeRef} role="tree" aria-label="Menu items" className="atelier-menu-tree__tree">
        {rows.map((row) => (
          <MenuTreeRow
            key={rowKeys.get(row.clientId) ?? row.clientId}
            row={row}
            active={row === active}
            options={optionsOf(row)}
            onToggle={() => setExpanded(row.clientId, !row.expanded)}
            onKeyDown={(event) => onRowKeyDown(row, event)}
            onFocus={() => setActiveId(row.clientId)}
            onOpen={() => {
              if (row.isLink) setDialog({ kind: 'edit', clientId: row.clientId });
            }}
            onDropItems={(clientIds, side) => {
              actions.drop(clientIds, row.clientId, side);
              const [first] = clientIds;
              if (first !== undefined) focusRow(first);
            }}
          />
        ))}
      </div>
      <Suspense fallback={null}>
        {dialog !== null && form !== null && dialog.kind === 'edit' && (
          <LinkItemDialog
            title="Edit menu item"
            submitLabel="Save"
            needs={form.needs}
            initial={form.values}
            onSubmit={(values) => actions.edit(dialog.clientId, values)}
            onClose={() => setDialog(null)}
          />
        )}
        {dialog !== null && form !== null && dialog.kind === 'add-child' && (
          <LinkItemDialog
            title="Add submenu item"
            submitLabel="Add"
            needs="url"
            onSubmit={(values) => {
              actions.addSubmenuItem(dialog.clientId, values);
              setExpanded(dialog.clientId, true);
            }}
            onClose={() => setDialog(null)}
          />
        )}
      </Suspense>
    </>
  );
}
