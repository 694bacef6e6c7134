import { useMemo } from 'react';
import { useCommandCenter, useRegisterCommands } from '../../commands/CommandCenter';
import type { EditorCommandContext } from '../../commands/command-context';
import type { Command } from '../../commands/command-registry';
import { historyCommands } from '../../commands/history-commands';
import { comboLabel, isApplePlatform } from '../../commands/key-combo';
import { useUndoRedo } from '../../data/entities/entity-hooks';
import { IconButton } from '../../ui/IconButton';
import { RedoIcon, UndoIcon } from '../../ui/icons';

/**
 * Undo and Redo across every entity: the commands `core/undo` and `core/redo` (registered here,
 * with their keys in the canvas frame) and their buttons. With nothing to undo or redo a button
 * says so (`aria-disabled`) but stays in the tab order, so focus is not lost when it turns off.
 */
export function HistoryButtons() {
  const { canUndo, canRedo, undo, redo } = useUndoRedo();
  const { registry, context } = useCommandCenter();
  const commands = useMemo(() => historyCommands({ undo, redo }), [undo, redo]);
  useRegisterCommands(commands);
  const [undoCommand, redoCommand] = commands;
  const apple = isApplePlatform();
  const shortcut = (command: Command<EditorCommandContext> | undefined) => {
    const combo = command?.shortcuts?.[0];
    return combo === undefined ? undefined : comboLabel(combo, apple);
  };
  return (
    <div className="atelier-editor-header__history">
      <IconButton
        label="Undo"
        icon={<UndoIcon />}
        shortcut={shortcut(undoCommand)}
        aria-disabled={!canUndo}
        onClick={() => canUndo && registry.run('core/undo', context())}
      />
      <IconButton
        label="Redo"
        icon={<RedoIcon />}
        shortcut={shortcut(redoCommand)}
        aria-disabled={!canRedo}
        onClick={() => canRedo && registry.run('core/redo', context())}
      />
    </div>
  );
}
