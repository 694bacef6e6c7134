import { comboLabel, isApplePlatform } from '../../commands/key-combo';
import { useUndoRedo } from '../../data/entities/entity-hooks';
import { IconButton } from '../../ui/IconButton';
import { RedoIcon, UndoIcon } from '../../ui/icons';

/**
 * Undo and Redo across every entity. With nothing to undo or redo a button says so
 * (`aria-disabled`) but stays in the tab order, so focus is not lost when it turns off.
 */
export function HistoryButtons() {
  const { canUndo, canRedo, undo, redo } = useUndoRedo();
  const apple = isApplePlatform();
  return (
    <div className="atelier-editor-header__history">
      <IconButton
        label="Undo"
        icon={<UndoIcon />}
        shortcut={comboLabel({ modifier: 'primary', key: 'z' }, apple)}
        aria-disabled={!canUndo}
        onClick={() => canUndo && undo()}
      />
      <IconButton
        label="Redo"
        icon={<RedoIcon />}
        shortcut={comboLabel({ modifier: 'primaryShift', key: 'z' }, apple)}
        aria-disabled={!canRedo}
        onClick={() => canRedo && redo()}
      />
    </div>
  );
}
