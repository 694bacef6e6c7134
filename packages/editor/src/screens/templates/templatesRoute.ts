import { lazyArea } from '../../app/lazy-area';
import type { RouteDeclaration } from '../../app/route-matching';
import { SitePreview } from '../../components/SitePreview';

export const templatesRoute: RouteDeclaration = {
  name: 'templates',
  path: '/wp_template',
  title: 'Templates',
  areas: {
    sidebar: lazyArea(
      () => import('./TemplatesSidebar'),
      (m) => m.TemplatesSidebar,
    ),
    preview: SitePreview,
  },
};
