import { lazyArea } from '../../app/lazy-area';
import { type RouteDeclaration, themeRecordCanvas } from '../../app/route-matching';

/**
 * Spec 1 §2.5: /wp_template/{theme//slug} — one template (the location collapses `//`, so the
 * path has the theme and the slug as two segments).
 */
export const templateRoute: RouteDeclaration = {
  name: 'template',
  path: '/:postType(wp_template)/:theme/:slug',
  title: 'Template',
  canvas: themeRecordCanvas('wp_template'),
  areas: {
    sidebar: lazyArea(
      () => import('./TemplateDetailsSidebar'),
      (m) => m.TemplateDetailsSidebar,
    ),
    preview: lazyArea(
      () => import('./TemplateDetailsSidebar'),
      (m) => m.TemplateDetailsPreview,
    ),
  },
};
