import { IconButton } from '../ui/IconButton';
import { ListViewIcon, PlusIcon } from '../ui/icons';
import { useCanvasUi, useCanvasUiStore } from './ui/CanvasUiContext';
import type { LeftPanel } from './ui/canvas-ui-store';

/** The toggles of the left panel, in the editor header: Block Inserter and Document Overview. */
export function DocumentTools() {
  const ui = useCanvasUiStore();
  const panel = useCanvasUi((state) => state.leftPanel);
  const toggle = (next: LeftPanel) => ui.set({ leftPanel: panel === next ? null : next });
  return (
    <>
      <IconButton
        className="is-primary atelier-document-tools__inserter"
        label="Block Inserter"
        icon={<PlusIcon />}
        aria-pressed={panel === 'inserter'}
        onClick={() => toggle('inserter')}
      />
      <IconButton
        label="Document Overview"
        icon={<ListViewIcon />}
        aria-pressed={panel === 'list-view'}
        onClick={() => toggle('list-view')}
      />
    </>
  );
}
