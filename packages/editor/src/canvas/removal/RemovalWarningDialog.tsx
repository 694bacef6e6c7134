import { useBlockEditorStore } from '../state/BlockEditorContext';
import { removeBlocks } from '../state/remove-blocks';
import { useCanvasUi, useCanvasUiStore } from '../ui/CanvasUiContext';

/** Asks before removing a Query Loop, Post Content or Post Template (spec 1 §4.7). */
export function RemovalWarningDialog() {
  const ui = useCanvasUiStore();
  const store = useBlockEditorStore();
  const removal = useCanvasUi((state) => state.removal);
  if (removal === null) return null;
  const close = () => ui.set({ removal: null });
  return (
    <div className="atelier-dialog-backdrop">
      <div
        className="atelier-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="atelier-removal-title"
      >
        <h2 id="atelier-removal-title">Are you sure?</h2>
        <p>{removal.message}</p>
        <p>Removing this block is not advised.</p>
        <div className="atelier-dialog__buttons">
          <button type="button" onClick={close}>
            Cancel
          </button>
          <button
            type="button"
            onClick={() => {
              store.run(removeBlocks, { clientIds: removal.clientIds }, removal.owner);
              close();
            }}
          >
            Delete
          </button>
        </div>
      </div>
    </div>
  );
}
