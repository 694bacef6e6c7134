import { lazyArea } from '../../app/lazy-area';
import { type RouteDeclaration, themeRecordCanvas } from '../../app/route-matching';

/**
 * Spec 2 §2: /wp_template_part/{theme//slug} — one template part's details beside its canvas
 * (the location collapses `//`, so the theme and the slug are two segments).
 */
export const templatePartRoute: RouteDeclaration = {
  name: 'template-part',
  path: '/:postType(wp_template_part)/:theme/:slug',
  title: 'Template Part',
  canvas: themeRecordCanvas('wp_template_part'),
  areas: {
    sidebar: lazyArea(
      () => import('../../components/record-details/RecordDetailsSidebars'),
      (m) => m.TemplatePartDetailsSidebar,
    ),
  },
};
