import { createBlock } from '@atelier/blocks';
import { DefaultAppender } from '../../block-list/DefaultAppender';
import { useBlockEditorStore, useBlockOwner } from '../../state/BlockEditorContext';
import { withClientIds } from '../../state/editor-block';
import { insertBlocks } from '../../state/insert-blocks';

/**
 * What an empty post template shows where its blocks go: a click (or Enter / Space) adds an
 * empty paragraph inside it, to type or `/` into.
 */
export function EmptyTemplateAppender({ parentId }: { parentId: string }) {
  const store = useBlockEditorStore();
  const owner = useBlockOwner();
  const append = () =>
    store.run(
      insertBlocks,
      {
        blocks: [withClientIds(createBlock(store.registry, 'core/paragraph'))],
        parentId,
        index: 0,
      },
      owner,
    );
  return <DefaultAppender label="Add a block to the post template" onAppend={append} />;
}
