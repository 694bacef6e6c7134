import { afterEach, describe, expect, it, vi } from 'vitest';
import { managePagesRoute } from '../screens/pages/managePagesRoute';
import { templatesRoute } from '../screens/templates/templatesRoute';
import { isLazyArea, type LazyArea } from './lazy-area';
import { parseLocation } from './location';
import { preloadAreasAt, routes } from './routes';

/** Spies on the download of every lazy area of every route, without downloading anything. */
function spyOnAreas() {
  const spies = new Map<LazyArea, ReturnType<typeof vi.fn>>();
  for (const route of routes) {
    for (const area of Object.values(route.areas)) {
      if (!isLazyArea(area) || spies.has(area)) continue;
      spies.set(area, vi.spyOn(area, 'preload').mockResolvedValue(undefined));
    }
  }
  return (area: unknown) =>
    isLazyArea(area as LazyArea) ? spies.get(area as LazyArea) : undefined;
}

const at = (query: string) => parseLocation(new URLSearchParams(query));

describe('preloadAreasAt', () => {
  afterEach(() => vi.restoreAllMocks());

  it('fetches the areas of the screen the location opens, and no other screen', async () => {
    const spyOf = spyOnAreas();
    await preloadAreasAt(at('p=/pages'));
    for (const area of Object.values(managePagesRoute.areas)) {
      expect(spyOf(area)).toHaveBeenCalledTimes(1);
    }
    expect(spyOf(templatesRoute.areas.sidebar)).not.toHaveBeenCalled();
  });

  it('fetches no area for the editing canvas, which shows none', async () => {
    const spyOf = spyOnAreas();
    await preloadAreasAt(at('p=/wp_template/loom//index&canvas=edit'));
    for (const route of routes) {
      for (const area of Object.values(route.areas))
        expect(spyOf(area) ?? vi.fn()).not.toHaveBeenCalled();
    }
  });
});
