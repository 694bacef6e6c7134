import { LazyCanvas } from '../../canvas/LazyCanvas';
import { SitePreview } from '../../components/SitePreview';
import { useEntityRecordStatus } from '../../data/entities/entity-hooks';
import {
  menuLocation,
  menuRef,
  NAVIGATION_POST_TYPE,
} from '../../domain/navigation/navigation-menu';
import { useNavigationMenus } from '../../domain/navigation/use-navigation-menus';
import { useAfterPaint } from '../../ui/use-after-paint';

/**
 * The main area of /navigation: with one menu (shown in place in the sidebar) that menu's canvas,
 * so it follows the tree's edits as the menu's own screen does; otherwise the site. Rows first:
 * the canvas (its code, styles and rendering) starts once the sidebar has painted the menu's tree,
 * which waits for the same record; and while the menus are read, neither (the site's frame would
 * load the whole front page beside the read, only to give way to the only menu's canvas).
 */
export function NavigationPreview() {
  const view = useNavigationMenus();
  const menuId = view.kind === 'one' ? view.menu.id : null;
  const { hasResolved } = useEntityRecordStatus('postType', NAVIGATION_POST_TYPE, menuId);
  const treePainted = useAfterPaint(hasResolved);
  if (view.kind === 'loading') return <p className="atelier-layout__loading">Loading…</p>;
  if (view.kind !== 'one') return <SitePreview />;
  if (!treePainted) return <p className="atelier-layout__loading">Loading…</p>;
  const ref = menuRef(view.menu.id);
  // A click opens the menu in the editor at its own location (this one names no record).
  return (
    <LazyCanvas
      key={`${ref.name}:${ref.id}`}
      record={ref}
      mode="view"
      editLocation={menuLocation(view.menu.id)}
    />
  );
}
