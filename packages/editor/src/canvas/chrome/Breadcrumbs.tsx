import { findEntityConfig } from '../../data/entities/entity-config';
import { useBlockEditor } from '../state/block-editor-hooks';
import { selectBlock } from '../state/select-block';
import { useSelectedPath } from '../state/use-selected-path';

/** The footer (region 'Editor footer'): the document and the path to the selected block. */
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
          <li key={block.clientId}>
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
