import { createBlock } from '@atelier/blocks';
import type { KeyboardEvent } from 'react';
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
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    append();
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: styled like the paragraph it adds
    <div
      className="atelier-default-appender"
      role="button"
      tabIndex={0}
      aria-label="Add a block to the post template"
      onClick={append}
      onKeyDown={onKeyDown}
    >
      Type / to choose a block
    </div>
  );
}
