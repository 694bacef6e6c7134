import { lazyArea } from '../../app/lazy-area';
import type { RouteDeclaration } from '../../app/route-matching';

/** Spec 1 §2.6: /wp_template/all — every template in a data view, author views beside it. */
export const manageTemplatesRoute: RouteDeclaration = {
  name: 'templates-manage',
  path: '/:postType(wp_template)/all',
  title: 'Templates',
  areas: {
    sidebar: lazyArea(
      () => import('./ManageTemplatesSidebar'),
      (m) => m.ManageTemplatesViews,
    ),
    content: lazyArea(
      () => import('./ManageTemplates'),
      (m) => m.ManageTemplatesList,
    ),
    mobile: lazyArea(
      () => import('./ManageTemplates'),
      (m) => m.ManageTemplatesList,
    ),
  },
};
