import { lazyArea } from '../../app/lazy-area';
import type { RouteDeclaration } from '../../app/route-matching';

/**
 * Spec 2 §2: /pages — Manage pages, the data-view sidebar beside the pages list. In the list
 * layout the selected page is the location's record (`postType=page&postId=…`), and the list
 * draws its preview beside itself.
 */
export const managePagesRoute: RouteDeclaration = {
  name: 'pages-manage',
  path: '/pages',
  title: 'Pages',
  contentShowsRecord: true,
  areas: {
    sidebar: lazyArea(
      () => import('./manage/ManagePagesSidebar'),
      (m) => m.ManagePagesSidebar,
    ),
    content: lazyArea(
      () => import('./manage/ManagePages'),
      (m) => m.ManagePages,
    ),
    mobile: lazyArea(
      () => import('./manage/ManagePages'),
      (m) => m.ManagePages,
    ),
  },
};
