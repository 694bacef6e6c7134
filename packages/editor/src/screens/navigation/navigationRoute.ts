import { lazyArea } from '../../app/lazy-area';
import type { RouteDeclaration } from '../../app/route-matching';
import { SitePreview } from '../../components/SitePreview';

export const navigationRoute: RouteDeclaration = {
  name: 'navigation',
  path: '/navigation',
  title: 'Navigation',
  areas: {
    sidebar: lazyArea(
      () => import('./NavigationSidebar'),
      (m) => m.NavigationSidebar,
    ),
    preview: SitePreview,
  },
};
