import { blockAttributes } from '@atelier/blocks';
import { MenuRecordRoot } from '../blocks/navigation/MenuRecordRoot';
import { useBlockEditorStore } from '../state/BlockEditorContext';
import { useBlocks } from '../state/block-editor-hooks';
import { BlockList } from './BlockList';
import { DefaultAppender } from './DefaultAppender';

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
  return (
    <>
      <BlockList blocks={blocks} />
      {editing && !endsEmpty && (
        <DefaultAppender
          label="Add default block"
          owner={store.rootRef}
          parentId={null}
          index={blocks.length}
        />
      )}
    </>
  );
}
