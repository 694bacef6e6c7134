/** A module fetched at most once at a time, kept once it has come. */
export interface LoadOnce<M> {
  /** The module: the one fetch under way or done (a failed fetch is tried again by the next call). */
  get(): Promise<M>;
  /** The module if it has come, else undefined. */
  current(): M | undefined;
}

/**
 * Wraps a dynamic import so every caller shares one fetch and, once it has come, the module
 * itself; a fetch that failed is forgotten, so the next caller downloads again instead of
 * meeting the same failure.
 */
export function loadOnce<M>(load: () => Promise<M>): LoadOnce<M> {
  let loaded: { module: M } | null = null;
  let pending: Promise<M> | null = null;
  return {
    get() {
      pending ??= load().then(
        (module) => {
          loaded = { module };
          return module;
        },
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    current: () => loaded?.module,
  };
}
