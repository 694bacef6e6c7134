import { Suspense } from 'react';
import { Link } from '../../app/Link';
import { lazyArea } from '../../app/lazy-area';
import { ChevronRightIcon } from '../../components/icons';

const PagesSidebarTemplates = lazyArea(
  () => import('./PagesSidebarTemplates'),
  (module) => module.PagesSidebarTemplates,
);

/**
 * The Pages screen's footer (spec 2 §2): the 404 and search templates, loaded after the page list
 * (rows first), then 'Manage all pages'.
 */
export function PagesSidebarFooter() {
  return (
    <footer className="atelier-pages-sidebar__footer">
      <Suspense fallback={null}>
        <PagesSidebarTemplates />
      </Suspense>
      <Link to={{ path: '/pages' }} className="atelier-sidebar-item__link">
        <span className="atelier-sidebar-item__label">Manage all pages</span>
        <ChevronRightIcon />
      </Link>
    </footer>
  );
}
