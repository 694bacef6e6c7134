import { blockAttributes, createBlock } from '@atelier/blocks';
import type { KeyboardEvent } from 'react';
import { MenuRecordRoot } from '../blocks/navigation/MenuRecordRoot';
import { useBlockEditorStore } from '../state/BlockEditorContext';
import { useBlocks } from '../state/block-editor-hooks';
import { withClientIds } from '../state/editor-block';
import { insertBlocks } from '../state/insert-blocks';
import { BlockList } from './BlockList';

/**
 * The edited record's top-level blocks, and in edit mode the default appender after them: a
 * click (or Enter) adds an empty paragraph at the end, unless the last block already is one.
 * A navigation menu opened on its own shows as a menu, with the menu's appender instead.
 */
export function RootBlockList({ editing }: { editing: boolean }) {
  const store = useBlockEditorStore();
  if (store.rootRef.name === 'wp_navigation') return <MenuRecordRoot editing={editing} />;
  return <RecordBlockList editing={editing} />;
}

function RecordBlockList({ editing }: { editing: boolean }) {
  const store = useBlockEditorStore();
  const blocks = useBlocks(store.rootRef);
  const last = blocks.at(-1);
  const endsEmpty =
    last?.name === 'core/paragraph' && blockAttributes(store.registry, last).content === '';
  const append = () =>
    store.run(
      insertBlocks,
      {
        blocks: [withClientIds(createBlock(store.registry, 'core/paragraph'))],
        parentId: null,
        index: blocks.length,
      },
      store.rootRef,
    );
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    append();
  };
  return (
    <>
      <BlockList blocks={blocks} />
      {editing && !endsEmpty && (
        // biome-ignore lint/a11y/useSemanticElements: styled like the paragraph it adds
        <div
          className="atelier-default-appender"
          role="button"
          tabIndex={0}
          aria-label="Add default block"
          onClick={append}
          onKeyDown={onKeyDown}
        >
          Type / to choose a block
        </div>
      )}
    </>
  );
}
