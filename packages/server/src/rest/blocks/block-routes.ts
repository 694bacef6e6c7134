import { BLOCK_TYPE } from '../../content-types/served-post-types.js';
import { postTypeRoutes } from '../posts/post-routes.js';
import type { RestRoute } from '../router.js';

/** `/wp/v2/blocks`. */
export const blockRoutes: RestRoute[] = postTypeRoutes(BLOCK_TYPE);
