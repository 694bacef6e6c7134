import type { CSSProperties } from 'react';
import type { RecordRef } from '../../../data/entities/store-state';
import { BlockItem } from '../../block-list/BlockList';
import { useBlockKeys } from '../../block-list/use-block-keys';
import type { EditorBlock } from '../../state/editor-block';
import { menuRuns } from './menu-runs';
import { NavigationAppender } from './NavigationAppender';
import { useSelectionWithin } from './use-selection-within';

const EMPTY_STYLE: CSSProperties = { opacity: 0.7 };

export interface MenuItemsProps {
  /** The navigation block showing the items. */
  navigationId: string;
  items: readonly EditorBlock[];
  /** The record holding the items. */
  owner: RecordRef;
  /** The block holding the items in `owner` (null: the menu record's top level). */
  parentId: string | null;
  /** The menu record, when the items are its blocks. */
  menuRef: RecordRef | null;
  /** Show the appender whatever is selected (a menu edited on its own). */
  alwaysEditing?: boolean;
}

/**
 * A menu's items, grouped as the public renderer groups them (list items in
 * `ul.wp-block-navigation__container`, other blocks between), each editable in place; while the
 * navigation or one of its items is selected, the appender closes the list.
 */
export function MenuItems({
  navigationId,
  items,
  owner,
  parentId,
  menuRef,
  alwaysEditing = false,
}: MenuItemsProps) {
  const editing = useSelectionWithin(navigationId, menuRef) || alwaysEditing;
  const { keyOf } = useBlockKeys(items);
  const runs = menuRuns(items);
  const appender = editing ? (
    <NavigationAppender key="appender" owner={owner} parentId={parentId} />
  ) : null;
  const lastIsList = runs.at(-1)?.items === true;
  return (
    <>
      {runs.map((run, index) => {
        const views = run.blocks.map((block) => (
          <BlockItem key={keyOf.get(block.clientId) ?? block.clientId} block={block} />
        ));
        if (!run.items) return views;
        const last = index === runs.length - 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a run has no identity but its place (keying it by its first item would remount the list when that item moves)
          <ul key={`run-${index}`} className="wp-block-navigation__container">
            {views}
            {last && appender}
          </ul>
        );
      })}
      {!lastIsList && appender !== null && (
        <ul className="wp-block-navigation__container">{appender}</ul>
      )}
      {runs.length === 0 && !editing && (
        <span className="atelier-navigation-empty" style={EMPTY_STYLE}>
          This Navigation Menu is empty.
        </span>
      )}
    </>
  );
}
