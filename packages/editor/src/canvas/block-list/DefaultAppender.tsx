import { createBlock } from '@atelier/blocks';
import type { KeyboardEvent } from 'react';
import type { RecordRef } from '../../data/entities/store-state';
import { useBlockEditorStore } from '../state/BlockEditorContext';
import { withClientIds } from '../state/editor-block';
import { insertBlocks } from '../state/insert-blocks';

export interface DefaultAppenderProps {
  label: string;
  /** The record the paragraph goes into. */
  owner: RecordRef;
  /** The block it goes into (null: the top level of `owner`), at `index`. */
  parentId: string | null;
  index: number;
}

/**
 * 'Type / to choose a block' where a block list ends or an empty container holds its blocks: a
 * click, Enter or Space adds an empty paragraph there, to type or `/` into.
 */
export function DefaultAppender({ label, owner, parentId, index }: DefaultAppenderProps) {
  const store = useBlockEditorStore();
  const append = () =>
    store.run(
      insertBlocks,
      { blocks: [withClientIds(createBlock(store.registry, 'core/paragraph'))], parentId, index },
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
      aria-label={label}
      onClick={append}
      onKeyDown={onKeyDown}
    >
      Type / to choose a block
    </div>
  );
}
