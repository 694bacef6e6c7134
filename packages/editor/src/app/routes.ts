import { preloadCanvas } from '../canvas/LazyCanvas';
import type { EntityStore } from '../data/entities/entity-store';
import type { RecordRef } from '../data/entities/store-state';
import { designRoute } from '../screens/design/designRoute';
import {
  navigationMenuByTypeRoute,
  navigationMenuRoute,
} from '../screens/navigation/navigationMenuRoute';
import { navigationRoute } from '../screens/navigation/navigationRoute';
import { notFoundRoute } from '../screens/not-found/notFoundRoute';
import { managePagesRoute } from '../screens/pages/managePagesRoute';
import { pageRoute } from '../screens/pages/pageRoute';
import { pagesRoute } from '../screens/pages/pagesRoute';
import { patternRoute } from '../screens/patterns/patternRoute';
import { patternsRoute } from '../screens/patterns/patternsRoute';
import { stylesRoute } from '../screens/styles/stylesRoute';
import { templatePartRoute } from '../screens/template-parts/templatePartRoute';
import { manageTemplatesRoute } from '../screens/templates/manageTemplatesRoute';
import { templatePartsManageRoute } from '../screens/templates/templatePartsManageRoute';
import { templateRoute } from '../screens/templates/templateRoute';
import { templatesRoute } from '../screens/templates/templatesRoute';
import { isLazyArea } from './lazy-area';
import type { EditorLocation } from './location';
import { canvasRecord, findRoute, type RouteDeclaration, type RouteMatch } from './route-matching';

/**
 * Every route of the editor (spec 1 §2.2), one declaration per screen folder. Order matters only
 * where patterns overlap: list specific patterns before general ones. Routes about one record
 * declare it as their `canvas`.
 */
export const routes: readonly RouteDeclaration[] = [
  designRoute,
  navigationRoute,
  navigationMenuRoute,
  navigationMenuByTypeRoute,
  stylesRoute,
  pagesRoute,
  managePagesRoute,
  pageRoute,
  templatesRoute,
  manageTemplatesRoute,
  templateRoute,
  templatePartsManageRoute,
  templatePartRoute,
  patternsRoute,
  patternRoute,
];

/** The route for a path, or the 'Not found' screen. */
export function routeForPath(path: string): RouteMatch {
  return findRoute(routes, path) ?? { route: notFoundRoute, params: {} };
}

/** The record the canvas shows at a location (view or edit mode), or null on list screens. */
export function canvasRecordAt(location: EditorLocation): RecordRef | null {
  return canvasRecord(routeForPath(location.path), location);
}

/** The record a location opens in the editing canvas (which shows no route area), or null. */
function editedRecordAt(location: EditorLocation): RecordRef | null {
  return location.canvas === 'edit' ? canvasRecordAt(location) : null;
}

/** True when a location opens the editing canvas, which shows no route area. */
export function opensEditor(location: EditorLocation): boolean {
  return editedRecordAt(location) !== null;
}

/**
 * Fetches the on-demand areas of the screen a location opens in view mode (sidebar, content or
 * preview, mobile), or the canvas when it opens the editing canvas — with `store`, the block
 * types of the record's content as the store holds it too (the first render then draws them).
 */
export function preloadAreasAt(location: EditorLocation, store?: EntityStore): Promise<unknown> {
  const record = editedRecordAt(location);
  if (record !== null) return preloadCanvas(store === undefined ? undefined : { store, record });
  const { areas } = routeForPath(location.path).route;
  return Promise.all(
    Object.values(areas)
      .filter(isLazyArea)
      .map((area) => area.preload()),
  );
}

/** What a screen reads on arrival, as its hooks ask for it; never rejects. */
type ScreenReads = (
  store: EntityStore,
  location: EditorLocation,
  currentUserId: number,
) => Promise<void>;

/**
 * Screens whose reads start before the editor's first render (route name → their reads, loaded
 * on demand like the screen's areas, so the first-load bundle does not carry them).
 */
const SCREEN_READS: Readonly<Record<string, () => Promise<ScreenReads>>> = {
  [managePagesRoute.name]: () =>
    import('../screens/pages/manage/manage-pages-reads').then((module) => module.readManagePages),
  [patternsRoute.name]: () =>
    import('../screens/patterns/patterns-reads').then((module) => module.readPatterns),
  [navigationRoute.name]: () =>
    import('../screens/navigation/navigation-reads').then((module) => module.readNavigation),
  [templatesRoute.name]: () =>
    import('../screens/templates/templates-reads').then((module) => module.readTemplates),
};

/** Screen reads whose code has arrived: started in the same task as the move that asks. */
const loadedReads = new Map<string, ScreenReads>();

function loadReads(name: string, load: () => Promise<ScreenReads>): Promise<ScreenReads> {
  return load().then((reads) => {
    loadedReads.set(name, reads);
    return reads;
  });
}

/**
 * Starts the reads of the screen a location opens and settles when they are in the store (at
 * once for answers the page preloaded), so its first render draws them without a loading state.
 * Once their code is here, the requests go out before this returns (before a move renders).
 */
export function readScreenAt(
  store: EntityStore,
  location: EditorLocation,
  currentUserId: number,
): Promise<void> {
  if (opensEditor(location)) return Promise.resolve();
  const name = routeForPath(location.path).route.name;
  const loaded = loadedReads.get(name);
  if (loaded !== undefined) return loaded(store, location, currentUserId);
  const load = SCREEN_READS[name];
  if (load === undefined) return Promise.resolve();
  return loadReads(name, load).then((reads) => reads(store, location, currentUserId));
}

/** Fetches the code of every on-demand area and screen read, so later moves wait for neither. */
export function preloadRouteAreas(): Promise<unknown> {
  const areas = routes.flatMap((route) => Object.values(route.areas));
  return Promise.all([
    ...areas.filter(isLazyArea).map((area) => area.preload()),
    // The screens' reads too, so a move starts them without a download first.
    ...Object.entries(SCREEN_READS).map(([name, load]) => loadReads(name, load)),
  ]);
}
