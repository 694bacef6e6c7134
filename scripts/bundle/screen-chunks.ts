import { staticClosure } from './static-closure.js';

/** A first screen and the on-demand modules its page has the browser fetch before it runs. */
export interface FirstScreen {
  /** The chunk's name: what the screen's first modules alone load. */
  chunk: string;
  roots: readonly string[];
}

/**
 * Which screen's chunk each module goes to: a screen's chunk holds what its first modules load
 * statically, so its page fetches one file beside them instead of one per set of importers. The
 * first modules themselves keep their own chunks (the page names them by their module, which a
 * grouped module no longer has in the build's manifest). A module two screens load goes to the
 * first of them in `screens` (a later screen then loads that chunk too); modules `canTake`
 * refuses (those other chunks already hold, the packages' modules reached through an index file)
 * are left to the other chunks.
 */
export function planScreenChunks(
  screens: readonly FirstScreen[],
  imports: (id: string) => readonly string[],
  canTake: (id: string) => boolean,
): Map<string, string> {
  const chunkOf = new Map<string, string>();
  const roots = new Set(screens.flatMap((screen) => screen.roots));
  for (const screen of screens) {
    for (const id of staticClosure(screen.roots, imports)) {
      if (!chunkOf.has(id) && !roots.has(id) && canTake(id)) chunkOf.set(id, screen.chunk);
    }
  }
  return chunkOf;
}
