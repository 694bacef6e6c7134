import { NAVIGATION_TYPE } from '../../content-types/served-post-types.js';
import { navigationFallback } from '../../posts/navigation-fallback.js';
import { contextArg } from '../context-arg.js';
import { itemResponse } from '../posts/post-item.js';
import { postTypeRoutes } from '../posts/post-routes.js';
import type { HttpMethod, RestRequest, RestRoute } from '../router.js';

async function fallbackHandler(request: RestRequest) {
  const row = await navigationFallback(request.app, request.auth.user?.id ?? 0);
  return itemResponse(NAVIGATION_TYPE, request, row);
}

/**
 * `/wp-block-editor/v1/navigation-fallback`: the menu to show when a navigation block has none
 * (created from the page list the first time). WordPress answers GET; POST is accepted too, as
 * the request may create a record.
 */
const fallbackRoute = (method: HttpMethod): RestRoute => ({
  method,
  namespace: 'wp-block-editor/v1',
  path: '/navigation-fallback',
  permission: 'edit_theme_options',
  args: { context: contextArg },
  handler: fallbackHandler,
});

/** `/wp/v2/navigation` and the navigation fallback. */
export const navigationRoutes: RestRoute[] = [
  ...postTypeRoutes(NAVIGATION_TYPE),
  fallbackRoute('GET'),
  fallbackRoute('POST'),
];
