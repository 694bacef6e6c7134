import { lazyArea } from '../../app/lazy-area';
import type { RouteDeclaration } from '../../app/route-matching';

const patternsList = lazyArea(
  () => import('./PatternsList'),
  (m) => m.PatternsList,
);

/**
 * Spec 2 §2: /patterns — the pattern categories and template-part areas beside the list of the
 * location's category (`categoryType`, `categoryId`; all patterns by default). On small screens
 * only the list shows.
 */
export const patternsRoute: RouteDeclaration = {
  name: 'patterns',
  path: '/patterns',
  title: 'Patterns',
  areas: {
    sidebar: lazyArea(
      () => import('./PatternsSidebar'),
      (m) => m.PatternsSidebar,
    ),
    content: patternsList,
    mobile: patternsList,
  },
};
