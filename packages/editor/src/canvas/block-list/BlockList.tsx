import { memo, useLayoutEffect, useMemo, useRef } from 'react';
import type { EditorBlock } from '../state/editor-block';
import { BlockCrashBoundary } from './BlockCrashBoundary';
import { BlockView } from './BlockView';
import { type BlockGrouping, groupBlocks, groupItems } from './block-groups';
import type { BlockKeys } from './block-keys';
import { useBlockKeys } from './use-block-keys';

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

/**
 * Some neighbouring blocks of a list, with no element of their own (the blocks stay siblings in
 * the DOM). Given the same array while its blocks do not change, so a keystroke reconciles the
 * list's groups and this group's blocks, not every block of the list.
 */
const BlockGroupItems = memo(function BlockGroupItems({
  blocks,
  keyOf,
}: {
  blocks: readonly EditorBlock[];
  keyOf: BlockKeys['keyOf'];
}) {
  return blocks.map((block) => (
    <BlockItem key={keyOf.get(block.clientId) ?? block.clientId} block={block} />
  ));
});

/**
 * A list of blocks, in groups anchored to their blocks (`block-groups.ts`: an insertion, a
 * removal or a keystroke moves no block to another group, so none remounts); each block is
 * memoised, so only changed blocks render again. Blocks and groups are keyed by the blocks'
 * React keys (`block-keys.ts`), which a first sync's new ids do not change.
 */
export function BlockList({ blocks }: { blocks: readonly EditorBlock[] }) {
  const { ids, keyOf } = useBlockKeys(blocks);
  // The grouping React last committed: a render it throws away does not count.
  const committed = useRef<{
    grouping: BlockGrouping | null;
    items: ReadonlyMap<string, readonly EditorBlock[]>;
  }>({ grouping: null, items: new Map() });
  const { grouping, items } = useMemo(() => {
    const keys = ids.map((id) => keyOf.get(id) ?? id);
    const grouping = groupBlocks(keys, committed.current.grouping);
    return { grouping, items: groupItems(blocks, grouping, committed.current.items) };
  }, [blocks, ids, keyOf]);
  useLayoutEffect(() => {
    committed.current = { grouping, items };
  }, [grouping, items]);
  return grouping.groups.map((group) => (
    <BlockGroupItems key={group.key} blocks={items.get(group.key) ?? []} keyOf={keyOf} />
  ));
}
