import { memo } from 'react';
import type { EditorBlock } from '../state/editor-block';
import { BlockCrashBoundary } from './BlockCrashBoundary';
import { BlockView } from './BlockView';

/**
 * One block with its own crash boundary: a broken block does not take its siblings down.
 * Memoised by the block object, so a list whose one block changed (a keystroke) renders that
 * block again, not every sibling's boundary.
 */
export const BlockItem = memo(function BlockItem({ block }: { block: EditorBlock }) {
  return (
    <BlockCrashBoundary block={block}>
      <BlockView block={block} />
    </BlockCrashBoundary>
  );
});

/** A list of blocks; each is memoised, so only changed blocks render again. */
export function BlockList({ blocks }: { blocks: readonly EditorBlock[] }) {
  return blocks.map((block) => <BlockItem key={block.clientId} block={block} />);
}
