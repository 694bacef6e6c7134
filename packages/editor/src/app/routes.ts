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

/** Fetches the code of every on-demand area, so later moves show no loading state. */
export function preloadRouteAreas(): Promise<unknown> {
  const areas = routes.flatMap((route) => Object.values(route.areas));
  return Promise.all(areas.filter(isLazyArea).map((area) => area.preload()));
}
