import { lazyArea } from '../../app/lazy-area';
import type { RouteDeclaration } from '../../app/route-matching';

/**
 * Spec 2 §2: /wp_template_part/all — every template part in the same data view as templates
 * (fields title, preview, author, area).
 */
export const templatePartsManageRoute: RouteDeclaration = {
  name: 'template-parts-manage',
  path: '/:postType(wp_template_part)/all',
  title: 'Template Parts',
  areas: {
    sidebar: lazyArea(
      () => import('./ManageTemplatesSidebar'),
      (m) => m.ManageTemplatePartsViews,
    ),
    content: lazyArea(
      () => import('./ManageTemplates'),
      (m) => m.ManageTemplatePartsList,
    ),
    mobile: lazyArea(
      () => import('./ManageTemplates'),
      (m) => m.ManageTemplatePartsList,
    ),
  },
};
