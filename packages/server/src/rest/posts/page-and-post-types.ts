import { PAGE_TYPE, POST_TYPE } from '../../content-types/served-post-types.js';
import { postTypeRoutes } from './post-routes.js';

/** `/wp/v2/pages` and `/wp/v2/posts`. */
export const pageAndPostRoutes = [...postTypeRoutes(PAGE_TYPE), ...postTypeRoutes(POST_TYPE)];
