import { lazyArea } from '../../app/lazy-area';
import type { RouteDeclaration } from '../../app/route-matching';

/** Spec 2 §2: /navigation — the menus in the sidebar; the only menu's canvas, else the site. */
export const navigationRoute: RouteDeclaration = {
  name: 'navigation',
  path: '/navigation',
  title: 'Navigation',
  areas: {
    sidebar: lazyArea(
      () => import('./NavigationSidebar'),
      (m) => m.NavigationSidebar,
    ),
    preview: lazyArea(
      () => import('./NavigationPreview'),
      (m) => m.NavigationPreview,
    ),
  },
};
