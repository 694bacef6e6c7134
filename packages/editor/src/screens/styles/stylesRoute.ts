import { lazyArea } from '../../app/lazy-area';
import type { RouteDeclaration } from '../../app/route-matching';

/**
 * Spec 1 §2.1, spec 3 §2: /wp_global_styles — the Styles sidebar (its screen in the `section`
 * parameter) beside the front page's template in the canvas.
 */
export const stylesRoute: RouteDeclaration = {
  name: 'styles',
  path: '/wp_global_styles',
  title: 'Styles',
  areas: {
    sidebar: lazyArea(
      () => import('./StylesSidebar'),
      (m) => m.StylesSidebar,
    ),
    preview: lazyArea(
      () => import('./StylesPreview'),
      (m) => m.StylesPreview,
    ),
  },
};
