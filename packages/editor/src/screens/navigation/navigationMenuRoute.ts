import { lazyArea } from '../../app/lazy-area';
import { postCanvas, type RouteDeclaration } from '../../app/route-matching';

/**
 * Spec 2 §2: /navigation/{postType}/{postId} — one navigation menu (or any other type without
 * its own path, spec 1 §2.1) beside its canvas.
 */
export const navigationMenuRoute: RouteDeclaration = {
  name: 'navigation-menu',
  path: '/navigation/:postType/:postId',
  title: 'Navigation',
  canvas: postCanvas('wp_navigation'),
  areas: {
    sidebar: lazyArea(
      () => import('./NavigationMenuSidebar'),
      (m) => m.NavigationMenuSidebar,
    ),
  },
};

/**
 * /wp_navigation/{postId}: a menu addressed by its post type, as the other record routes are
 * (`/wp_block/{id}`, `/page/{id}`); the same sidebar and canvas as under /navigation.
 */
export const navigationMenuByTypeRoute: RouteDeclaration = {
  ...navigationMenuRoute,
  name: 'navigation-menu-by-type',
  path: '/:postType(wp_navigation)/:postId',
};
