import { useBlockEditor } from '../state/block-editor-hooks';
import type { EditorBlock } from '../state/editor-block';
import { convertToHtml, recoverBlock } from './invalid-block-actions';

/**
 * What the canvas shows for a block whose saved HTML does not match its type: a warning with
 * 'Attempt recovery' and 'Convert to HTML' (each one undo step).
 */
export function InvalidBlockWarning({
  block,
  rootProps,
}: {
  block: EditorBlock;
  rootProps: Record<string, unknown>;
}) {
  const { store, run } = useBlockEditor();
  const owner = store.ownerOf(block.clientId);
  return (
    <div {...rootProps} className={`${String(rootProps.className ?? '')} has-warning`}>
      <div className="atelier-block-warning" role="alert">
        <p>This block contains unexpected or invalid content.</p>
        <button
          type="button"
          onClick={() => run(recoverBlock, { clientId: block.clientId }, owner)}
        >
          Attempt recovery
        </button>
        <button
          type="button"
          onClick={() => run(convertToHtml, { clientId: block.clientId }, owner)}
        >
          Convert to HTML
        </button>
      </div>
    </div>
  );
}
