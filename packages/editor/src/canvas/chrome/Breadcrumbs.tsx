import { findEntityConfig } from '../../data/entities/entity-config';
import { useBlockEditor } from '../state/block-editor-hooks';
import { selectBlock } from '../state/select-block';
import { useSelectedPath } from '../state/use-selected-path';

/**
 * The footer (region 'Editor footer'): the document and the path to the selected block. Its items
 * are keyed by their place on the path, not by block: selecting another paragraph at the same depth
 * writes nothing to the page (a key per block removed and inserted the item on every selection,
 * and with it a style and layout pass of the editor's page before the canvas's frame).
 */
export function Breadcrumbs() {
  const { store, registry, run } = useBlockEditor();
  // The same path while typing changes only the selected block: the footer does not render again.
  const selected = useSelectedPath();
  const root = store.rootRef;
  const rootLabel = findEntityConfig(root.kind, root.name)?.label ?? root.name;
  const path = selected?.steps ?? [];
  const label = (name: string | null) =>
    name === null ? 'Classic' : (registry.get(name)?.title ?? name);
  return (
    <section className="atelier-breadcrumbs" aria-label="Editor footer">
      <ul aria-label="Block breadcrumb">
        <li>{rootLabel}</li>
        {path.map((block, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an item is a place on the path; it holds no state of its own
          <li key={index}>
            {index === path.length - 1 ? (
              <span aria-current="true">{label(block.name)}</span>
            ) : (
              <button
                type="button"
                onClick={() => run(selectBlock, { clientId: block.clientId }, selected?.owner)}
              >
                {label(block.name)}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
