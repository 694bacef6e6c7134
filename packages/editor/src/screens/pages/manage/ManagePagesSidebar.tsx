import { Link } from '../../../app/Link';
import { useLocation } from '../../../app/Router';
import { ChevronRightIcon } from '../../../components/icons';
import { BackButton, SidebarScreen } from '../../../components/SidebarScreen';
import { useEntityStore } from '../../../data/entities/EntityStoreContext';
import { CustomViewsSection } from '../../../domain/custom-views/CustomViewsSection';
import { BUILT_IN_PAGE_VIEWS, builtInPageView, DEFAULT_PAGES_VIEW } from './pages-view';
import './ManagePagesSidebar.css';

/**
 * 'All pages', 'Drafts' and 'Trash' (spec 2 §2): each sets `activeView`, with a fresh view, and
 * reads the pages again (someone else may have changed them since the list was last read).
 */
function BuiltInViews() {
  const location = useLocation();
  const store = useEntityStore();
  const current = builtInPageView(location.activeView);
  const isBuiltIn = location.activeView === undefined || location.activeView === current;
  return (
    <ul className="atelier-manage-pages-sidebar__list" aria-label="Views">
      {BUILT_IN_PAGE_VIEWS.map((view) => (
        <li key={view.id} className="atelier-sidebar-item">
          <Link
            to={{
              path: location.path,
              layout: location.layout,
              activeView: view.id === 'all' ? undefined : view.id,
            }}
            className="atelier-sidebar-item__link"
            aria-current={isBuiltIn && current === view.id ? 'page' : undefined}
            onClick={() => store.invalidate('postType', 'page')}
          >
            <span className="atelier-sidebar-item__label">{view.label}</span>
            <ChevronRightIcon />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The data-view sidebar of Manage pages (/pages): the built-in views, then the user's custom
 * views.
 */
export function ManagePagesSidebar() {
  return (
    <SidebarScreen title="Pages" back={<BackButton to={{ path: '/page' }} />}>
      <div className="atelier-manage-pages-sidebar">
        <BuiltInViews />
        <CustomViewsSection viewType="page" path="/pages" defaultView={DEFAULT_PAGES_VIEW} />
      </div>
    </SidebarScreen>
  );
}
