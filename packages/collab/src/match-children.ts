import { jsonEqual } from './block-markup';
import { commonSubsequence } from './common-subsequence';
import type { CollabBlock, TreeBlock } from './doc-layout';

/** A block of the incoming tree and the base block it continues, if any. */
export interface ChildMatch {
  target: TreeBlock;
  /** The base block (same id, or same place and name); undefined for a new block. */
  base?: CollabBlock;
  /** The id of a block the live document holds that the base does not know. */
  liveId?: string;
}

function sameBlock(base: CollabBlock, target: TreeBlock): boolean {
  return (
    base.name === target.name &&
    base.innerHTML === target.innerHTML &&
    base.innerBlocks.length === target.innerBlocks.length &&
    jsonEqual(base.attributes, target.attributes)
  );
}

/**
 * Pairs the incoming children of one list with base blocks: by id where the incoming block
 * carries one the base or the document knows (`claimed` lists the base ids taken that way
 * anywhere in the tree), else by position: identical blocks first (longest common
 * subsequence), then, between those, blocks of the same name in order, and last an identical
 * block elsewhere in the list (a block moved within it).
 */
export function matchChildren(
  baseKids: readonly CollabBlock[],
  targetKids: readonly TreeBlock[],
  baseById: ReadonlyMap<string, CollabBlock>,
  claimed: ReadonlySet<string>,
  liveHas: (id: string) => boolean,
): ChildMatch[] {
  const matches: ChildMatch[] = targetKids.map((target) => {
    const id = target.clientId;
    if (id === undefined) return { target };
    const base = baseById.get(id);
    if (base !== undefined) return { target, base };
    return liveHas(id) ? { target, liveId: id } : { target };
  });
  const freeTargets = matches
    .map((match, index) => ({ match, index }))
    .filter(({ match }) => match.base === undefined && match.liveId === undefined);
  const freeBases = baseKids.filter((base) => !claimed.has(base.clientId));
  if (freeTargets.length === 0 || freeBases.length === 0) return matches;
  const pairs = commonSubsequence(freeBases, freeTargets, (base, { match }) =>
    sameBlock(base, match.target),
  );
  const anchors: [number, number][] = [[-1, -1], ...pairs, [freeBases.length, freeTargets.length]];
  for (let k = 0; k < anchors.length - 1; k += 1) {
    const [fromBase, fromTarget] = anchors[k] as [number, number];
    const [toBase, toTarget] = anchors[k + 1] as [number, number];
    if (k > 0) {
      const free = freeTargets[fromTarget];
      if (free !== undefined) free.match.base = freeBases[fromBase];
    }
    let nextBase = fromBase + 1;
    for (let t = fromTarget + 1; t < toTarget; t += 1) {
      const free = freeTargets[t];
      if (free === undefined) continue;
      let found = nextBase;
      while (found < toBase && freeBases[found]?.name !== free.match.target.name) found += 1;
      if (found < toBase) {
        free.match.base = freeBases[found];
        nextBase = found + 1;
      }
    }
  }
  const taken = new Set(matches.map((match) => match.base));
  for (const { match } of freeTargets) {
    if (match.base !== undefined) continue;
    const moved = freeBases.find((base) => !taken.has(base) && sameBlock(base, match.target));
    if (moved !== undefined) {
      match.base = moved;
      taken.add(moved);
    }
  }
  return matches;
}
