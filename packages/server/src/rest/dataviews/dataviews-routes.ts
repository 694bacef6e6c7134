import { DATAVIEWS_TYPE } from '../../content-types/served-post-types.js';
import { postTypeRoutes } from '../posts/post-routes.js';
import type { RestRoute } from '../router.js';

/** `/wp/v2/wp_dataviews`. */
export const dataviewsRoutes: RestRoute[] = postTypeRoutes(DATAVIEWS_TYPE);
