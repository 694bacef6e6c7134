import type { EditorCommandContext } from '../../commands/command-context';
import type { Command } from '../../commands/command-registry';
import type { BlockEditorStore } from '../state/block-editor-store';
import { selectedClientIds } from '../state/selection';
import type { BlockCommand, BlockCommandContext } from './block-commands';

/** Where the canvas's commands stand in the editor's one registry: `block/duplicate`, …. */
export const BLOCK_COMMAND_PREFIX = 'block/';

/** The selected blocks as a command context (the entity of the selection), or null. */
export function commandContext(store: BlockEditorStore): BlockCommandContext | null {
  const selection = store.getSelection();
  if (selection === null) return null;
  const owner = store.ownerOf(selection.focus.clientId);
  const state = store.stateOf(owner);
  const clientIds = selectedClientIds(state);
  return clientIds.length === 0 ? null : { clientIds, owner, blocks: state.blocks };
}

/** The registry name of a block command. */
export function blockCommandName(name: string): string {
  return `${BLOCK_COMMAND_PREFIX}${name}`;
}

/**
 * A block command as a command of the editor's registry: it acts on the selected blocks (read
 * when it runs), is offered only with a selection, keeps its shortcut to the canvas frame and
 * stays out of the palette (the toolbar and the Options menu show it).
 */
export function onSelection(
  command: BlockCommand,
  selection: () => BlockCommandContext | null,
): Command<EditorCommandContext> {
  return {
    name: blockCommandName(command.name),
    label: command.label,
    ...(command.shortcuts !== undefined ? { shortcuts: command.shortcuts } : {}),
    keyboardOnly: true,
    keyScope: 'canvas',
    history: command.history,
    isAvailable: () => {
      const selected = selection();
      return selected !== null && command.isAvailable(selected);
    },
    run: () => {
      const selected = selection();
      if (selected !== null) command.run(selected);
    },
  };
}
