import { lazyArea } from '../../app/lazy-area';
import type { RouteDeclaration } from '../../app/route-matching';
import { SitePreview } from '../../components/SitePreview';

export const patternsRoute: RouteDeclaration = {
  name: 'patterns',
  path: '/patterns',
  title: 'Patterns',
  areas: {
    sidebar: lazyArea(
      () => import('./PatternsSidebar'),
      (m) => m.PatternsSidebar,
    ),
    preview: SitePreview,
  },
};
