import { lazyArea } from '../../app/lazy-area';
import { postCanvas, type RouteDeclaration } from '../../app/route-matching';

/** Spec 2 §2: /page/{postId} — one page's details beside its canvas. */
export const pageRoute: RouteDeclaration = {
  name: 'page',
  path: '/page/:postId',
  title: 'Page',
  canvas: postCanvas('page'),
  areas: {
    sidebar: lazyArea(
      () => import('./PageDetailsSidebar'),
      (m) => m.PageDetailsSidebar,
    ),
  },
};
