import type { EditorBlock } from './editor-block';

/**
 * Which block took which new id when a record's blocks took new ids all at once (a shared
 * record's first sync gives every block the document's id): a block of `before` at the same
 * place and with the same name as a block of `after` is that block. Lists of the same length
 * pair place by place; lists that differ (an edit merged at that moment) pair their common start
 * and end. Blank lines are left out on both sides; a pair whose names differ is not followed
 * into its inner blocks.
 */
export function renamedBlocks(
  before: readonly EditorBlock[],
  after: readonly EditorBlock[],
): ReadonlyMap<string, string> {
  const renamed = new Map<string, string>();
  pairLists(before, after, renamed);
  return renamed;
}

function isBlank(block: EditorBlock): boolean {
  return block.name === null && block.innerHTML.trim() === '';
}

function pairLists(
  previous: readonly EditorBlock[],
  next: readonly EditorBlock[],
  into: Map<string, string>,
): void {
  const before = previous.filter((block) => !isBlank(block));
  const after = next.filter((block) => !isBlank(block));
  const pair = (i: number, j: number): boolean => {
    const old = before[i];
    const fresh = after[j];
    if (old === undefined || fresh === undefined || old.name !== fresh.name) return false;
    if (old.clientId !== fresh.clientId) into.set(old.clientId, fresh.clientId);
    pairLists(old.innerBlocks, fresh.innerBlocks, into);
    return true;
  };
  if (before.length === after.length) {
    for (let index = 0; index < before.length; index += 1) pair(index, index);
    return;
  }
  let start = 0;
  while (pair(start, start)) start += 1;
  const shortest = Math.min(before.length, after.length);
  let fromEnd = 1;
  while (start + fromEnd <= shortest && pair(before.length - fromEnd, after.length - fromEnd)) {
    fromEnd += 1;
  }
}
