import { type ComponentType, createElement, lazy, useState } from 'react';
import { loadOnce } from './load-once';

/** A component loaded on demand (a route area, the canvas), which can also be fetched ahead of time. */
export type LazyArea<P extends object = Record<string, never>> = ComponentType<P> & {
  preload(): Promise<unknown>;
  /** Whether its code is here (it renders at once, and a field in it can take keys at once). */
  isLoaded(): boolean;
};

/**
 * Wraps a dynamic import of a component (a screen's area, the canvas; props pass through) so it
 * lands in its own chunk and stays out of the first-load bundle. `pick` names the export, so
 * files keep named exports.
 *
 * Once the chunk has arrived (opened before, or fetched by `preload`), the area renders its
 * component straight away: React.lazy would suspend once more on its first render even then, show
 * the Suspense fallback, and React holds back revealing content after a fallback for up to 300 ms.
 */
export function lazyArea<M, P extends object = Record<string, never>>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyArea<P> {
  const area = loadOnce(() => load().then(pick));
  const loaded = () => area.current() ?? null;
  const Lazy = lazy(() => area.get().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: a factory like React.lazy, called once per area when its route module loads (never during a render).
  function Area(props: P) {
    // Chosen once per mount: switching component types later would remount the area.
    const [Component] = useState<ComponentType<P>>(() => loaded() ?? Lazy);
    return createElement(Component, props);
  }
  return Object.assign(Area, { preload: area.get, isLoaded: () => loaded() !== null });
}

export function isLazyArea(area: ComponentType): area is LazyArea {
  return 'preload' in area && typeof area.preload === 'function';
}
