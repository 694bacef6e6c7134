import { Modal } from '../../components/Modal/Modal';
import { useBlockEditorStore } from '../state/BlockEditorContext';
import { removeBlocks } from '../state/remove-blocks';
import { useCanvasUi, useCanvasUiStore } from '../ui/CanvasUiContext';
import '../../ui/button.css';

/**
 * Asks before removing a Query Loop, Post Content or Post Template (spec 1 §4.7). The shared
 * modal takes the focus (its first control) and gives it back; Escape or Cancel keep the blocks.
 */
export function RemovalWarningDialog() {
  const ui = useCanvasUiStore();
  const store = useBlockEditorStore();
  const removal = useCanvasUi((state) => state.removal);
  if (removal === null) return null;
  const close = () => ui.set({ removal: null });
  return (
    <Modal title="Are you sure?" role="alertdialog" onClose={close}>
      <p>{removal.message}</p>
      <p>Removing this block is not advised.</p>
      <div className="atelier-dialog__buttons">
        <button type="button" className="atelier-button is-tertiary" onClick={close}>
          Cancel
        </button>
        <button
          type="button"
          className="atelier-button is-destructive"
          onClick={() => {
            store.run(removeBlocks, { clientIds: removal.clientIds }, removal.owner);
            close();
          }}
        >
          Delete
        </button>
      </div>
    </Modal>
  );
}
