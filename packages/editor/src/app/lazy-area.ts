import { type ComponentType, lazy } from 'react';

/** A route area loaded on demand, which can also be fetched ahead of time. */
export type LazyArea = ComponentType & { preload(): Promise<unknown> };

/**
 * Wraps a dynamic import of a screen's component so it lands in its own chunk and stays out of the
 * first-load bundle. `pick` names the export, so screen files keep named exports.
 */
export function lazyArea<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyArea {
  let pending: Promise<{ default: ComponentType }> | null = null;
  const loadOnce = () => {
    pending ??= load().then(
      (module) => ({ default: pick(module) }),
      (error: unknown) => {
        // Let the next attempt download again instead of repeating this failure.
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  return Object.assign(lazy(loadOnce), { preload: loadOnce });
}

export function isLazyArea(area: ComponentType): area is LazyArea {
  return 'preload' in area && typeof area.preload === 'function';
}
