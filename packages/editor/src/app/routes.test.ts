import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadCanvas } from '../canvas/LazyCanvas';
import { createEntityStore } from '../data/entities/entity-store';
import { createFakeRest } from '../data/fake-rest';
import { isLazyArea, type LazyArea } from './lazy-area';
import { parseLocation } from './location';
import { preloadAreasAt, readScreenAt, routes } from './routes';

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

// The canvas's chunk is counted, never downloaded.
vi.mock('../canvas/LazyCanvas', () => ({ preloadCanvas: vi.fn(() => Promise.resolve()) }));

const at = (query: string) => parseLocation(new URLSearchParams(query));

const MANAGE_PAGES = 'pages-manage';
const TEMPLATES = 'templates';

/** A route of the table by its name (app/ reaches the screens only through the table). */
function routeNamed(name: string) {
  const route = routes.find((candidate) => candidate.name === name);
  if (route === undefined) throw new Error(`No route named ${name}`);
  return route;
}

describe('preloadAreasAt', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.mocked(preloadCanvas).mockClear();
  });

  it('fetches the areas of the screen the location opens, and no other screen', async () => {
    const spyOf = spyOnAreas();
    await preloadAreasAt(at('p=/pages'));
    for (const area of Object.values(routeNamed(MANAGE_PAGES).areas)) {
      expect(spyOf(area)).toHaveBeenCalledTimes(1);
    }
    expect(spyOf(routeNamed(TEMPLATES).areas.sidebar)).not.toHaveBeenCalled();
    expect(preloadCanvas).not.toHaveBeenCalled();
  });

  it('fetches the canvas and no area for the editing canvas, which shows none', async () => {
    const spyOf = spyOnAreas();
    await preloadAreasAt(at('p=/wp_template/loom//index&canvas=edit'));
    expect(preloadCanvas).toHaveBeenCalledTimes(1);
    expect(preloadCanvas).toHaveBeenCalledWith(undefined);
    for (const route of routes) {
      for (const area of Object.values(route.areas))
        expect(spyOf(area) ?? vi.fn()).not.toHaveBeenCalled();
    }
  });

  it("given the store, asks the canvas for the edited record's block types too", async () => {
    const store = createEntityStore({ client: createFakeRest({}).client });
    await preloadAreasAt(at('p=/wp_template/loom//index&canvas=edit'), store);
    expect(preloadCanvas).toHaveBeenCalledWith({
      store,
      record: { kind: 'postType', name: 'wp_template', id: 'loom//index' },
    });
    vi.mocked(preloadCanvas).mockClear();
    // A list screen in edit mode opens no canvas.
    await preloadAreasAt(at('p=/pages&canvas=edit'), store);
    expect(preloadCanvas).not.toHaveBeenCalled();
  });
});

describe('readScreenAt', () => {
  const site = () =>
    createFakeRest({
      'GET /wp/v2/pages': () => ({ body: [] }),
      'GET /wp/v2/users': () => ({ body: [] }),
      'GET /wp/v2/wp_dataviews_type': () => ({ body: [] }),
    });

  it("sends the screen's requests before it returns once their code is here", async () => {
    const first = site();
    await readScreenAt(createEntityStore({ client: first.client }), at('p=/pages'), 1);
    const next = site();
    const settled = readScreenAt(createEntityStore({ client: next.client }), at('p=/pages'), 1);
    // Already asked, in the same task as the move (before the next screen renders).
    expect(next.seen.map((request) => request.path.split('?')[0]).sort()).toEqual([
      '/wp/v2/pages',
      '/wp/v2/users',
      '/wp/v2/wp_dataviews_type',
    ]);
    await settled;
  });

  it('reads nothing for screens without declared reads and for the editing canvas', async () => {
    const rest = site();
    const store = createEntityStore({ client: rest.client });
    await readScreenAt(store, at('p=/wp_global_styles'), 1);
    await readScreenAt(store, at('p=/pages&postType=page&postId=3&canvas=edit'), 1);
    expect(rest.seen).toEqual([]);
  });
});
