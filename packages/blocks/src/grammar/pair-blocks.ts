import { isBlankFreeform } from './block-ids';

/** What pairing needs of a block: its name, its own HTML (blank lines) and its inner blocks. */
export interface PairableBlock<T> {
  name: string | null;
  innerHTML: string;
  innerBlocks: readonly T[];
}

/**
 * Pairs the blocks of two versions of one tree when they cannot be paired by id (every block
 * took a new id at once, or one side has none): a block at the same place with the same name is
 * the same block. Lists of the same length pair place by place; lists that differ pair their
 * common start and end. Blank lines between blocks are left out on both sides; a pair whose
 * names differ ends the run and is not followed into its inner blocks. `onPair` hears each pair,
 * outer blocks before their inner ones.
 */
export function pairBlockTrees<T extends PairableBlock<T>>(
  before: readonly T[],
  after: readonly T[],
  onPair: (old: T, fresh: T) => void,
): void {
  const olds = before.filter((block) => !isBlankFreeform(block));
  const fresh = after.filter((block) => !isBlankFreeform(block));
  const pairAt = (i: number, j: number): boolean => {
    const old = olds[i];
    const next = fresh[j];
    if (old === undefined || next === undefined || old.name !== next.name) return false;
    onPair(old, next);
    pairBlockTrees(old.innerBlocks, next.innerBlocks, onPair);
    return true;
  };
  if (olds.length === fresh.length) {
    for (let index = 0; index < olds.length; index += 1) pairAt(index, index);
    return;
  }
  let head = 0;
  while (pairAt(head, head)) head += 1;
  const room = Math.min(olds.length, fresh.length) - head;
  for (let back = 1; back <= room; back += 1) {
    if (!pairAt(olds.length - back, fresh.length - back)) break;
  }
}
