import { LazyCanvas } from '../../canvas/LazyCanvas';
import { SitePreview } from '../../components/SitePreview';
import { menuLocation, menuRef } from '../../domain/navigation/navigation-menu';
import { useNavigationMenus } from '../../domain/navigation/use-navigation-menus';

/**
 * The main area of /navigation: with one menu (shown in place in the sidebar) that menu's canvas,
 * so it follows the tree's edits as the menu's own screen does; otherwise the site.
 */
export function NavigationPreview() {
  const view = useNavigationMenus();
  if (view.kind !== 'one') return <SitePreview />;
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
