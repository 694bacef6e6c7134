import { lazyArea } from '../../app/lazy-area';
import type { RouteDeclaration } from '../../app/route-matching';
import { SitePreview } from '../../components/SitePreview';

export const pagesRoute: RouteDeclaration = {
  name: 'pages',
  path: '/page',
  title: 'Pages',
  areas: {
    sidebar: lazyArea(
      () => import('./PagesSidebar'),
      (m) => m.PagesSidebar,
    ),
    preview: SitePreview,
  },
};
