import type { LocationTarget } from '../../app/location';
import { SidebarNavigationItem } from '../../components/SidebarNavigationItem';
import { BackButton, SidebarScreen, SidebarText } from '../../components/SidebarScreen';
import { menuLocation } from '../../domain/navigation/navigation-menu';
import type { NavigationMenusView } from '../../domain/navigation/navigation-menus-view';
import { NO_MENUS } from '../../domain/navigation/navigation-notices';
import { useNavigationMenus } from '../../domain/navigation/use-navigation-menus';
import { NavigationMenuDetails } from './NavigationMenuSidebar';
import './NavigationSidebar.css';

/** The Design screen, where Navigation is one of the areas. */
const DESIGN: LocationTarget = { path: '/' };

const DESCRIPTION = 'Manage the menus that help visitors find their way around your site.';

function MenusBody({ view }: { view: Exclude<NavigationMenusView, { kind: 'one' }> }) {
  switch (view.kind) {
    case 'loading':
      return <SidebarText>Loading…</SidebarText>;
    case 'error':
      return <SidebarText>{view.message}</SidebarText>;
    case 'none':
      return <SidebarText>{NO_MENUS}</SidebarText>;
    case 'several':
      return (
        <>
          <SidebarText>{DESCRIPTION}</SidebarText>
          <ul className="atelier-navigation-menus" aria-label="Navigation menus">
            {view.menus.map(({ menu, label }) => (
              <SidebarNavigationItem key={menu.id} to={menuLocation(menu.id)} label={label} />
            ))}
          </ul>
        </>
      );
  }
}

/**
 * Spec 2 §2 /navigation: the site's menus, newest first. With none the fallback menu is asked
 * for once ('No Navigation Menus found.' if there is still none); with one, that menu's screen is
 * shown in place, Back leading to Design, as WordPress does (a move to the menu's own path would
 * make its Back return here and move on again).
 */
export function NavigationSidebar() {
  const view = useNavigationMenus();
  if (view.kind === 'one') return <NavigationMenuDetails back={DESIGN} menuId={view.menu.id} />;
  return (
    <SidebarScreen title="Navigation" back={<BackButton to={DESIGN} />}>
      <MenusBody view={view} />
    </SidebarScreen>
  );
}
