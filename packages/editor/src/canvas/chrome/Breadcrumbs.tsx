import { findEntityConfig } from '../../data/entities/entity-config';
import { useBlockEditor, useBlocks, useSelectedBlock } from '../state/block-editor-hooks';
import { selectBlock } from '../state/select-block';
import { ancestorIds, findBlock } from '../state/tree';

/** The footer (region 'Editor footer'): the document and the path to the selected block. */
export function Breadcrumbs() {
  const { store, registry, run } = useBlockEditor();
  const selected = useSelectedBlock();
  const ownerBlocks = useBlocks(selected?.owner ?? store.rootRef);
  const root = store.rootRef;
  const rootLabel = findEntityConfig(root.kind, root.name)?.label ?? root.name;
  const path =
    selected === null
      ? []
      : [...ancestorIds(ownerBlocks, selected.block.clientId), selected.block.clientId].flatMap(
          (clientId) => {
            const block = findBlock(ownerBlocks, clientId);
            return block === undefined ? [] : [block];
          },
        );
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
