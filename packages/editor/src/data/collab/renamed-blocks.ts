import type { BlockNode } from '@atelier/blocks';
import { idOf, isBlank } from './doc-tree';

/**
 * The ids the store's blocks take when a record's document first arrives: the store parsed the
 * record with ids of its own, the document has the ids every tab shares. A block of `previous`
 * at the same place and with the same name as a block of `next` is taken to be that block, so
 * what refers to it by id (the selection, the caret) can follow it. Lists of the same length are
 * paired place by place; lists that differ (an edit merged at the first sync) pair their common
 * start and end. Blank lines are left out on both sides; a pair whose names differ is not
 * followed into its inner blocks.
 */
export function renamedBlocks(
  previous: readonly BlockNode[],
  next: readonly BlockNode[],
): ReadonlyMap<string, string> {
  const renamed = new Map<string, string>();
  pairLists(previous, next, renamed);
  return renamed;
}

function pairLists(
  previous: readonly BlockNode[],
  next: readonly BlockNode[],
  into: Map<string, string>,
): void {
  const before = previous.filter((block) => !isBlank(block));
  const after = next.filter((block) => !isBlank(block));
  const pair = (i: number, j: number): boolean => {
    const old = before[i];
    const fresh = after[j];
    if (old === undefined || fresh === undefined || old.name !== fresh.name) return false;
    const oldId = idOf(old);
    const freshId = idOf(fresh);
    if (oldId !== undefined && freshId !== undefined && oldId !== freshId) {
      into.set(oldId, freshId);
    }
    pairLists(old.innerBlocks, fresh.innerBlocks, into);
    return true;
  };
  if (before.length === after.length) {
    before.forEach((_, index) => pair(index, index));
    return;
  }
  let start = 0;
  while (pair(start, start)) start += 1;
  let fromEnd = 1;
  const shortest = Math.min(before.length, after.length);
  while (start + fromEnd <= shortest && pair(before.length - fromEnd, after.length - fromEnd)) {
    fromEnd += 1;
  }
}
