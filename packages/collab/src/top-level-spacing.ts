import { isBlankFreeform } from '@atelier/blocks';
import type { CollabBlock } from './doc-layout';

/** The blank line written between two top-level blocks that ended up side by side. */
function separatorBefore(block: CollabBlock): CollabBlock {
  return {
    clientId: `~${block.clientId}`,
    name: null,
    attributes: {},
    innerBlocks: [],
    innerHTML: '\n\n',
    innerContent: ['\n\n'],
  };
}

/**
 * The top level as it is written: a blank line between two blocks that moves, inserts and
 * removes left side by side (its id is the next block's with a `~` before it: it exists only
 * in what is read), one blank run where two met, and no blank run before the first block or
 * after the last but the one the stored content began or ended with (`kept`). Stored content has
 * none of these, so it reads back byte for byte.
 */
export function spaceTopLevel(
  blocks: readonly CollabBlock[],
  kept: (block: CollabBlock, edge: 'leading' | 'trailing') => boolean,
): CollabBlock[] {
  const out: CollabBlock[] = [];
  let run: CollabBlock[] = [];
  let seenBlock = false;
  for (const block of blocks) {
    if (isBlankFreeform(block)) {
      run.push(block);
      continue;
    }
    const between = seenBlock
      ? (run[0] ?? separatorBefore(block))
      : run.find((blank) => kept(blank, 'leading'));
    if (between !== undefined) out.push(between);
    out.push(block);
    run = [];
    seenBlock = true;
  }
  const end = run.find((blank) => kept(blank, seenBlock ? 'trailing' : 'leading'));
  if (end !== undefined) out.push(end);
  return out;
}
