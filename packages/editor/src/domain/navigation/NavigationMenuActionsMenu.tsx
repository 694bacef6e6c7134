import { useMemo } from 'react';
import { LazyMenu } from '../../components/lazy-menu/LazyMenu';
import type { RecordActionsMenuProps } from '../../components/record-details/RecordActionsMenu';
import { MoreVerticalIcon } from '../../ui/icons';
import type { NavigationMenu } from './navigation-menu';
import { createNavigationMenuActions } from './navigation-menu-actions';
import { useNavigationMenuActionDeps } from './use-navigation-menu-action-deps';
import '../../components/record-details/RecordActionsMenu.css';

// The menu, its dialogs and the menu and dialog libraries come on first use (or once the page
// settles), not before the screen's first row.
const loadActionsMenu = () =>
  import('../../components/record-details/RecordActionsMenu').then(
    (module) => module.RecordActionsMenu<NavigationMenu>,
  );

/**
 * The 'Actions' (⋮) menu of a navigation menu's screen: Rename, Duplicate, Delete (every menu
 * may have them, so the stand-in button is always right).
 */
export function NavigationMenuActionsMenu({ menu }: { menu: NavigationMenu }) {
  const deps = useNavigationMenuActionDeps();
  const props = useMemo<RecordActionsMenuProps<NavigationMenu>>(
    () => ({ item: menu, actions: createNavigationMenuActions(deps) }),
    [menu, deps],
  );
  return (
    <LazyMenu
      load={loadActionsMenu}
      props={props}
      label="Actions"
      className="atelier-record-actions__toggle"
    >
      <MoreVerticalIcon />
    </LazyMenu>
  );
}
