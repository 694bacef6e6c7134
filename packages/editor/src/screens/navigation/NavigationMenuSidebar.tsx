import type { LocationTarget } from '../../app/location';
import { useRouter } from '../../app/Router';
import { RecordDetails } from '../../components/record-details/RecordDetails';
import { currentRecordRef } from '../../components/save/current-entity';
import type { EntityRecord } from '../../data/entities/store-state';
import { NavigationMenuActionsMenu } from '../../domain/navigation/NavigationMenuActionsMenu';
import {
  menuDisplayTitle,
  menuLocation,
  menuRef,
  NAVIGATION_LIST,
  NAVIGATION_POST_TYPE,
  toNavigationMenu,
} from '../../domain/navigation/navigation-menu';
import { MENU_MISSING } from '../../domain/navigation/navigation-notices';
import { MenuTreePanel } from './menu-tree/MenuTreePanel';

/** The menu's name on its own screen: an untitled one by its id, as WordPress does. */
function menuScreenTitle(record: EntityRecord): string {
  const menu = toNavigationMenu(record);
  return menuDisplayTitle(menu, menu.id);
}

interface NavigationMenuDetailsProps {
  /** Where Back leads. */
  back: LocationTarget;
  /** The menu to show when the location does not name it (the only menu, on /navigation). */
  menuId?: number;
}

/**
 * One navigation menu's screen (spec 2 §2): its name (status in parentheses unless published),
 * the Actions menu (Rename, Duplicate, Delete), Edit, and the menu's items as a tree
 * (`menu-tree/MenuTreePanel`, which says when the menu is empty).
 */
export function NavigationMenuDetails({ back, menuId }: NavigationMenuDetailsProps) {
  const { location } = useRouter();
  const routed = currentRecordRef(location);
  // Any other post type may open at /navigation/{type}/{id}; the menu actions are a menu's.
  const isMenu = menuId !== undefined || routed === null || routed.name === NAVIGATION_POST_TYPE;
  return (
    <RecordDetails
      postType={NAVIGATION_POST_TYPE}
      screenTitle="Navigation"
      list={back}
      missingText={MENU_MISSING}
      shown={
        menuId === undefined ? undefined : { id: String(menuId), location: menuLocation(menuId) }
      }
      titleOf={menuScreenTitle}
      headerActions={(record) =>
        isMenu ? <NavigationMenuActionsMenu menu={toNavigationMenu(record)} /> : null
      }
    >
      {(record) =>
        isMenu ? <MenuTreePanel menuRef={menuRef(toNavigationMenu(record).id)} /> : null
      }
    </RecordDetails>
  );
}

/** Spec 2 §2: /navigation/{postType}/{postId} — one menu, Back to the menus. */
export function NavigationMenuSidebar() {
  return <NavigationMenuDetails back={NAVIGATION_LIST} />;
}
