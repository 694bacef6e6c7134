import { blockAttributes, createBlock } from '@atelier/blocks';
import { useMemo } from 'react';
import { useBlockEditorStore } from '../../../canvas/state/BlockEditorContext';
import { withClientIds } from '../../../canvas/state/editor-block';
import { insertBlocks } from '../../../canvas/state/insert-blocks';
import { moveBlocks } from '../../../canvas/state/move-blocks';
import { removeBlocks } from '../../../canvas/state/remove-blocks';
import { findBlock } from '../../../canvas/state/tree';
import { updateAttributes } from '../../../canvas/state/update-attributes';
import { comboLabel, isApplePlatform, type KeyLike } from '../../../commands/key-combo';
import { addSubmenuItem } from './add-submenu-item';
import { createMenuCommands, itemContext } from './menu-commands';
import {
  editedItemAttributes,
  type LinkFormNeeds,
  type LinkFormValues,
  linkFormValuesOf,
  newItemAttributes,
} from './menu-item-attributes';
import { dropMove } from './menu-moves';

/** A new item for the menu: a link or submenu with these attributes, with a client id. */
export type NewItem = {
  name: 'core/navigation-link' | 'core/navigation-submenu';
  attributes: Record<string, unknown>;
};

/**
 * What the tree and its appender do to the menu, each one undo step of the menu record through
 * the tree's block editor (so the menu becomes dirty and the canvas shows the change): the
 * canvas's Move up / Move down commands, remove, edit, add a submenu item, drop, append.
 */
export function useMenuItemActions() {
  const store = useBlockEditorStore();
  return useMemo(() => {
    const commands = createMenuCommands(store);
    const ref = store.rootRef;
    const apple = isApplePlatform();
    const blocks = () => store.stateOf(ref).blocks;
    const attributesOf = (clientId: string) => {
      const block = findBlock(blocks(), clientId);
      return block === undefined ? null : blockAttributes(store.registry, block);
    };
    const newBlock = (item: NewItem) =>
      withClientIds(createBlock(store.registry, item.name, item.attributes));
    return {
      /** The shortcut of a command as shown in menus. */
      shortcutOf: (name: 'move-up' | 'move-down') => {
        const combo = commands.get(name)?.shortcuts?.[0];
        return combo === undefined ? undefined : comboLabel(combo, apple);
      },
      move: (name: 'move-up' | 'move-down', clientId: string) =>
        commands.run(name, itemContext(store, clientId)),
      /** Runs the command a key press on an item's row triggers; whether one ran. */
      runKey: (event: KeyLike, clientId: string) => {
        const context = itemContext(store, clientId);
        const command = commands.forKey(event, context, apple);
        command?.run(context);
        return command !== undefined;
      },
      remove: (clientId: string) =>
        store.run(removeBlocks, { clientIds: [clientId], selectPrevious: false }, ref),
      /**
       * The Edit form of an item: its first values and what it needs (a submenu its label, a
       * link its address), or null when the item is gone.
       */
      editFormOf: (clientId: string): { values: LinkFormValues; needs: LinkFormNeeds } | null => {
        const block = findBlock(blocks(), clientId);
        if (block === undefined) return null;
        return {
          values: linkFormValuesOf(blockAttributes(store.registry, block)),
          needs: block.name === 'core/navigation-submenu' ? 'label' : 'url',
        };
      },
      edit: (clientId: string, values: LinkFormValues) => {
        const attributes = attributesOf(clientId);
        if (attributes === null) return;
        const changes = editedItemAttributes(attributes, values);
        if (Object.keys(changes).length === 0) return;
        store.run(updateAttributes, { clientId, attributes: changes }, ref);
      },
      addSubmenuItem: (clientId: string, values: LinkFormValues) => {
        const item = newBlock({
          name: 'core/navigation-link',
          attributes: newItemAttributes(values),
        });
        store.run(addSubmenuItem, { clientId, item }, ref);
      },
      drop: (clientIds: string[], targetId: string, side: 'before' | 'after') => {
        const args = dropMove(blocks(), clientIds, targetId, side);
        if (args !== null) store.run(moveBlocks, args, ref);
      },
      /** Adds an item at the end of the menu. */
      append: (item: NewItem) =>
        store.run(
          insertBlocks,
          {
            blocks: [newBlock(item)],
            parentId: null,
            index: Number.MAX_SAFE_INTEGER,
            select: false,
          },
          ref,
        ),
    };
  }, [store]);
}

export type MenuItemActions = ReturnType<typeof useMenuItemActions>;
