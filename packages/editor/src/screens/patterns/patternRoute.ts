import { lazyArea } from '../../app/lazy-area';
import { postCanvas, type RouteDeclaration } from '../../app/route-matching';

/** Spec 2 §2: /wp_block/{postId} — one pattern's details beside its canvas. */
export const patternRoute: RouteDeclaration = {
  name: 'pattern',
  path: '/:postType(wp_block)/:postId',
  title: 'Pattern',
  canvas: postCanvas('wp_block'),
  areas: {
    sidebar: lazyArea(
      () => import('../../components/record-details/RecordDetailsSidebars'),
      (m) => m.PatternDetailsSidebar,
    ),
  },
};
