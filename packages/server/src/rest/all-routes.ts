import { blockPatternsRoutes } from './block-patterns/block-patterns-routes.js';
import { blockImportRoute } from './blocks/block-import-route.js';
import { blockRoutes } from './blocks/block-routes.js';
import { commentRoutes } from './comments/comment-routes.js';
import { dataviewsRoutes } from './dataviews/dataviews-routes.js';
import { exportRoutes } from './export/export-routes.js';
import { fontCollectionsRoutes } from './font-collections/font-collections-routes.js';
import { fontFaceRoutes } from './font-families/font-face-routes.js';
import { fontFamilyRoutes } from './font-families/font-family-routes.js';
import { globalStylesRoutes } from './global-styles/global-styles-routes.js';

import { mediaRoutes } from './media/media-routes.js';
import { navigationRoutes } from './navigation/navigation-routes.js';
import { pageAndPostRoutes } from './posts/page-and-post-types.js';
import { rootRoutes } from './root/root-routes.js';

import { RestRouter } from './router.js';
import { settingsRoutes } from './settings/settings-routes.js';
import { taxonomiesRoutes } from './taxonomies/taxonomies-routes.js';
import { templateRoutes } from './templates/template-routes.js';
import { termRoutes } from './terms/term-taxonomy-routes.js';
import { themesRoutes } from './themes/themes-routes.js';
import { typesRoutes } from './types/types-routes.js';

import { applicationPasswordsRoutes } from './users/application-passwords-routes.js';
import { usersMeRoutes } from './users/users-me-routes.js';
import { usersRoutes } from './users/users-routes.js';
import { usersWriteRoutes } from './users/users-write-routes.js';

/** Every REST route of the app, each resource from its own folder. */
export function createRestRouter(): RestRouter {
  const router = new RestRouter();
  router.add(
    ...usersMeRoutes,
    ...applicationPasswordsRoutes,
    ...settingsRoutes,
    ...typesRoutes,
    ...taxonomiesRoutes,
    ...templateRoutes,
    ...themesRoutes,
    ...globalStylesRoutes,
    ...fontFamilyRoutes,
    ...fontFaceRoutes,
    ...fontCollectionsRoutes,
    ...blockPatternsRoutes,
    ...mediaRoutes,
    ...exportRoutes,

    ...pageAndPostRoutes,
    ...navigationRoutes,
    ...usersRoutes,
    ...usersWriteRoutes,
    ...termRoutes,
    ...commentRoutes,
    blockImportRoute,
    ...blockRoutes,
    ...dataviewsRoutes,
  );
  router.add(...rootRoutes(router));
  return router;
}
