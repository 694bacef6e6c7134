import type { RouteDeclaration } from '../../app/route-matching';
import { SitePreview } from '../../components/SitePreview';
import { NotFoundSidebar } from './NotFoundSidebar';

/** Shown for any path no route declares; it is the fallback, never matched itself. */
export const notFoundRoute: RouteDeclaration = {
  name: 'not-found',
  path: '*',
  title: 'Not found',
  areas: { sidebar: NotFoundSidebar, preview: SitePreview },
};
