import { useMemo } from 'react';
import { useRegisterCommands } from '../../commands/CommandCenter';
import type { BlockEditorStore } from '../state/block-editor-store';
import type { CanvasUiStore } from '../ui/canvas-ui-store';
import type { BlockCommand } from './block-commands';
import { canvasKeyCommands } from './key-commands';
import { commandContext, onSelection } from './selection-commands';

interface CanvasCommandsProps {
  doc: Document;
  store: BlockEditorStore;
  ui: CanvasUiStore;
  blockCommands: readonly BlockCommand[];
}

/**
 * Registers the canvas's commands in the editor's one registry while the canvas is edited: the
 * block commands on the selection (toolbar, Options menu, their shortcuts) and the canvas's keys.
 */
export function CanvasCommands({ doc, store, ui, blockCommands }: CanvasCommandsProps) {
  const commands = useMemo(() => {
    const selection = () => commandContext(store);
    return [
      ...canvasKeyCommands({
        doc,
        store,
        ui,
        selection,
        remove: blockCommands.find((command) => command.name === 'remove'),
      }),
      ...blockCommands.map((command) => onSelection(command, selection)),
    ];
  }, [doc, store, ui, blockCommands]);
  useRegisterCommands(commands);
  return null;
}
