import { lazyArea } from '../../app/lazy-area';
import type { RouteDeclaration } from '../../app/route-matching';
import { SitePreview } from '../../components/SitePreview';

export const stylesRoute: RouteDeclaration = {
  name: 'styles',
  path: '/wp_global_styles',
  title: 'Styles',
  areas: {
    sidebar: lazyArea(
      () => import('./StylesSidebar'),
      (m) => m.StylesSidebar,
    ),
    preview: SitePreview,
  },
};
