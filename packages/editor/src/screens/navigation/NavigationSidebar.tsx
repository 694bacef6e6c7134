import type { LocationTarget } from '../../app/location';
import {
  RecordPresenceProvider,
  RecordPresenceStack,
  useRecordPeers,
} from '../../components/presence/RecordPresence';
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

/** Whose avatars the menus show: the people who have a menu open. */
const PRESENCE_KINDS = ['wp_navigation'];

/** A menu of the list, with the avatars of whoever else has it open in place of the chevron. */
function MenuItem({ id, label }: { id: number; label: string }) {
  const editing = useRecordPeers('wp_navigation', id).length > 0;
  return (
    <SidebarNavigationItem
      to={menuLocation(id)}
      label={label}
      {...(editing ? { suffix: <RecordPresenceStack kind="wp_navigation" id={id} /> } : {})}
    />
  );
}

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
          <RecordPresenceProvider kinds={PRESENCE_KINDS}>
            <ul className="atelier-navigation-menus" aria-label="Navigation menus">
              {view.menus.map(({ menu, label }) => (
                <MenuItem key={menu.id} id={menu.id} label={label} />
              ))}
            </ul>
          </RecordPresenceProvider>
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
