import { lazyArea } from '../../app/lazy-area';
import type { RouteDeclaration } from '../../app/route-matching';

/** Spec 1 §2.4: /wp_template — the templates in groups, the hovered one previewed. */
export const templatesRoute: RouteDeclaration = {
  name: 'templates',
  path: '/wp_template',
  title: 'Templates',
  areas: {
    sidebar: lazyArea(
      () => import('./TemplatesSidebar'),
      (m) => m.TemplatesSidebar,
    ),
    preview: lazyArea(
      () => import('./TemplatePreview'),
      (m) => m.TemplatesPreview,
    ),
  },
};
