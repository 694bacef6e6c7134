import type { BlockType } from './block-type';
import { type BlockRegistry, createRegistry } from './registry';

/** Block types whose code loads together (one chunk), named before they load. */
export interface BlockTypeGroup {
  readonly names: readonly string[];
  load(): Promise<readonly BlockType[]>;
}

/** A registry that registers its groups' types when asked for them. */
export interface LoadingRegistry extends BlockRegistry {
  /** Loads the groups holding these names (names no group holds are ignored: they stay missing). */
  load(names: Iterable<string>): Promise<void>;
  /** Loads every group. */
  loadAll(): Promise<void>;
}

/**
 * A block registry whose types arrive on demand: each group's chunk is fetched the first time one
 * of its names is asked for (`load`, `whenRegistered`) or when everything is (`loadAll`,
 * `whenComplete`). Until then its names are pending, never missing. `all()` lists the types in
 * `order` (the names it does not hold go last, in the order they were registered). A chunk that
 * fails rejects the calls waiting on it; the next call fetches it again.
 */
export function createLoadingRegistry(
  groups: readonly BlockTypeGroup[],
  order: readonly string[] = [],
): LoadingRegistry {
  const types = createRegistry();
  const groupOf = new Map<string, number>();
  groups.forEach((group, index) => {
    for (const name of group.names) groupOf.set(name, index);
  });
  const rank = new Map(order.map((name, index) => [name, index]));
  const loaded = new Set<number>();
  const loading = new Map<number, Promise<void>>();
  const listeners = new Set<() => void>();

  const loadGroup = (index: number): Promise<void> => {
    if (loaded.has(index)) return Promise.resolve();
    const running = loading.get(index);
    if (running !== undefined) return running;
    const group = groups[index] as BlockTypeGroup;
    const next = group
      .load()
      .then((blockTypes) => {
        for (const blockType of blockTypes) {
          if (!types.has(blockType.name)) types.register(blockType);
        }
        loaded.add(index);
        for (const listener of [...listeners]) listener();
      })
      .finally(() => loading.delete(index));
    loading.set(index, next);
    return next;
  };

  const load = async (names: Iterable<string>): Promise<void> => {
    const needed = new Set<number>();
    for (const name of names) {
      const index = groupOf.get(name);
      if (index !== undefined && !loaded.has(index)) needed.add(index);
    }
    await Promise.all([...needed].map(loadGroup));
  };
  const loadAll = async (): Promise<void> => {
    await Promise.all(groups.map((_, index) => loadGroup(index)));
  };
  const byOrder = (a: BlockType, b: BlockType) =>
    (rank.get(a.name) ?? order.length) - (rank.get(b.name) ?? order.length);

  return {
    ...types,
    // A stable sort keeps the registration order among the names `order` does not list.
    all: () => types.all().sort(byOrder),
    isPending(name) {
      const index = groupOf.get(name);
      return index !== undefined && !loaded.has(index) && !types.has(name);
    },
    whenRegistered: load,
    isComplete: () => loaded.size === groups.length,
    whenComplete: loadAll,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    load,
    loadAll,
  };
}
