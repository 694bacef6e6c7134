import { blockAttributes } from '@atelier/blocks';
import type { ThemeJsonSettings } from '@atelier/theme-json';
import { useBlockEditor, useBlocks } from '../../state/block-editor-hooks';
import type { EditorBlock } from '../../state/editor-block';
import { findBlock } from '../../state/tree';
import { CONTROL_COMPONENTS } from '../control-components';
import { selectionSummary, sharedControls } from './shared-controls';
import { useUpdateBlocks } from './use-update-blocks';

/**
 * The Block tab for several selected blocks (WordPress's multi-selection inspector): '{n} blocks'
 * and, when they are all of one type, its style panels; a change goes to every selected block.
 * The values shown are the first block's.
 */
export function MultiSelectionInspector({
  clientIds,
  settings,
}: {
  clientIds: readonly string[];
  settings: ThemeJsonSettings | undefined;
}) {
  const { store, registry } = useBlockEditor();
  const owner = store.ownerOf(clientIds[0] ?? '');
  const tree = useBlocks(owner);
  const blocks = clientIds.flatMap((clientId): EditorBlock[] => {
    const block = findBlock(tree, clientId);
    return block === undefined ? [] : [block];
  });
  const types = blocks.map((block) => (block.name === null ? undefined : registry.get(block.name)));
  const update = useUpdateBlocks(clientIds, owner);
  const first = blocks[0];
  const blockType = types[0];
  const controls = sharedControls(types);
  return (
    <div className="atelier-inspector__block">
      <div className="atelier-inspector__card">
        <h2>{selectionSummary(clientIds.length)}</h2>
      </div>
      {first !== undefined &&
        blockType !== undefined &&
        controls.map((id) => {
          const Control = CONTROL_COMPONENTS[id];
          return (
            <Control
              key={id}
              block={first}
              attributes={blockAttributes(registry, first)}
              owner={owner}
              blockType={blockType}
              supports={blockType.supports ?? {}}
              settings={settings}
              update={update}
            />
          );
        })}
    </div>
  );
}
