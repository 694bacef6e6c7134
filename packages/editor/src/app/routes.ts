import { designRoute } from '../screens/design/designRoute';
import { navigationRoute } from '../screens/navigation/navigationRoute';
import { notFoundRoute } from '../screens/not-found/notFoundRoute';
import { pagesRoute } from '../screens/pages/pagesRoute';
import { patternsRoute } from '../screens/patterns/patternsRoute';
import { stylesRoute } from '../screens/styles/stylesRoute';
import { templatePartsManageRoute } from '../screens/template-parts/templatePartsManageRoute';
import { manageTemplatesRoute } from '../screens/templates/manageTemplatesRoute';
import { templateRoute } from '../screens/templates/templateRoute';
import { templatesRoute } from '../screens/templates/templatesRoute';
import { isLazyArea } from './lazy-area';
import { findRoute, type RouteDeclaration, type RouteMatch } from './route-matching';

/**
 * Every route of the editor (spec 1 §2.2), one declaration per screen folder. Order matters only
 * where patterns overlap: list specific patterns before general ones.
 */
export const routes: readonly RouteDeclaration[] = [
  designRoute,
  navigationRoute,
  stylesRoute,
  pagesRoute,
  templatesRoute,
  manageTemplatesRoute,
  templateRoute,
  templatePartsManageRoute,
  patternsRoute,
];

/** The route for a path, or the 'Not found' screen. */
export function routeForPath(path: string): RouteMatch {
  return findRoute(routes, path) ?? { route: notFoundRoute, params: {} };
}

/** Fetches the code of every on-demand area, so later moves show no loading state. */
export function preloadRouteAreas(): Promise<unknown> {
  const areas = routes.flatMap((route) => Object.values(route.areas));
  return Promise.all(areas.filter(isLazyArea).map((area) => area.preload()));
}
