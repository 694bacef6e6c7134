import { blockAttributes } from '@atelier/blocks';
import { useMemo } from 'react';
import type { RecordRef } from '../../data/entities/store-state';
import { MenuRecordRoot } from '../blocks/navigation/MenuRecordRoot';
import { PageInTemplateRoot } from '../page-template/PageInTemplateRoot';
import { useBlockEditorStore } from '../state/BlockEditorContext';
import { useBlocks } from '../state/block-editor-hooks';
import { BlockList } from './BlockList';
import { DefaultAppender } from './DefaultAppender';

/**
 * The edited record's top-level blocks, and in edit mode the default appender after them: a
 * click (or Enter) adds an empty paragraph at the end, unless the last block already is one.
 * A navigation menu opened on its own shows as a menu, with the menu's appender instead; a page
 * is drawn inside its template (its blocks where the template's post content is).
 */
export function RootBlockList({ editing }: { editing: boolean }) {
  const store = useBlockEditorStore();
  if (store.rootRef.name === 'wp_navigation') return <MenuRecordRoot editing={editing} />;
  const own = <RecordBlockList editing={editing} owner={store.rootRef} />;
  if (store.rootRef.name === 'page') return <PageInTemplateRoot editing={editing} alone={own} />;
  return own;
}

/** A record's top-level blocks, with the default appender after them in edit mode. */
export function RecordBlockList({ editing, owner }: { editing: boolean; owner: RecordRef }) {
  const store = useBlockEditorStore();
  const blocks = useBlocks(owner);
  const last = blocks.at(-1);
  // Read again only when the last block changes (not when a keystroke changes another block).
  const endsEmpty = useMemo(
    () => last?.name === 'core/paragraph' && blockAttributes(store.registry, last).content === '',
    [store, last],
  );
  const count = blocks.length;
  // The same element from one keystroke to the next: typing renders the edited block's path,
  // not the appender beside it (its props change only with the number of blocks).
  const appender = useMemo(
    () =>
      editing && !endsEmpty ? (
        <DefaultAppender label="Add default block" owner={owner} parentId={null} index={count} />
      ) : null,
    [editing, endsEmpty, owner, count],
  );
  return (
    <>
      <BlockList blocks={blocks} />
      {appender}
    </>
  );
}
