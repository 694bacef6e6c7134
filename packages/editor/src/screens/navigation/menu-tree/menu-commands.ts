import {
  type BlockCommandContext,
  createBlockCommands,
} from '../../../canvas/commands/block-commands';
import type { BlockEditorStore } from '../../../canvas/state/block-editor-store';
import { createCanvasUiStore } from '../../../canvas/ui/canvas-ui-store';
import { type CommandRegistry, createCommandRegistry } from '../../../commands/command-registry';

/** The canvas's block commands the tree offers on an item: the same verbs and the same keys. */
const TREE_COMMANDS = new Set(['move-up', 'move-down']);

/**
 * The tree's commands, taken from the canvas's block commands on the tree's own block editor:
 * 'Move up' and 'Move down' run the same verbs with the same shortcuts as in the canvas.
 */
export function createMenuCommands(store: BlockEditorStore): CommandRegistry<BlockCommandContext> {
  const registry = createCommandRegistry<BlockCommandContext>();
  const commands = createBlockCommands({
    store,
    ui: createCanvasUiStore(),
    copy: () => undefined,
    templatePartsOnly: true,
    referencedEntity: () => null,
  });
  for (const command of commands) {
    if (TREE_COMMANDS.has(command.name)) registry.register(command);
  }
  return registry;
}

/** What a command sees for one item of the menu. */
export function itemContext(store: BlockEditorStore, clientId: string): BlockCommandContext {
  return {
    clientIds: [clientId],
    owner: store.rootRef,
    blocks: store.stateOf(store.rootRef).blocks,
  };
}
