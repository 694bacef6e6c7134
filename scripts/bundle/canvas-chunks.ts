import { staticClosure } from './static-closure.js';

/** The module graph as the build sees it once it is complete. */
export interface ModuleGraph {
  /** The editing canvas's root module. */
  canvas: string;
  /** Every module some module imports dynamically (the on-demand areas, dialogs and reads). */
  onDemand: readonly string[];
  /** One module's static imports. */
  imports: (id: string) => readonly string[];
  /** The on-demand roots of the list screens that draw no blocks (Templates, Pages). */
  isListRoot: (id: string) => boolean;
  /**
   * Whether a module may seed the lists' chunk: the editor's own modules, and the few package
   * modules the lists are known to use (named, since a package is reached through its index).
   */
  canSeedLists: (id: string) => boolean;
}

/** Which modules of the canvas's static closure go to which chunk. */
export interface CanvasChunkPlan {
  /** Only the canvas loads them statically. */
  own: Set<string>;
  /** Other on-demand modules load them too. */
  shared: Set<string>;
  /**
   * Of `shared`, the seeds a list that draws no blocks loads statically: they go to a chunk of
   * their own (with what they import), so such a list loads them without the block engine.
   */
  sharedWithLists: Set<string>;
}

/**
 * Splits what the editing canvas loads statically by who else loads it. Only `canSeedLists`
 * modules seed `sharedWithLists`: a package is reached through its index file, whose imports name
 * every module of the package whether an importer uses it or not, and the build does not follow
 * an index file when it brings a seed's dependencies along.
 */
export function planCanvasChunks(graph: ModuleGraph): CanvasChunkPlan {
  const others = graph.onDemand.filter((id) => id !== graph.canvas);
  const screens = staticClosure(others, graph.imports);
  const canvas = staticClosure([graph.canvas], graph.imports);
  const lists = staticClosure(others.filter(graph.isListRoot), graph.imports);
  const own = new Set([...canvas].filter((id) => !screens.has(id)));
  const shared = new Set([...canvas].filter((id) => screens.has(id)));
  const sharedWithLists = new Set(
    [...shared].filter((id) => lists.has(id) && graph.canSeedLists(id)),
  );
  return { own, shared, sharedWithLists };
}
