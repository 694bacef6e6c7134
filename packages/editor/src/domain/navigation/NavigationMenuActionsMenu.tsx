import { useMemo } from 'react';
import { RecordActionsMenu } from '../../components/record-details/RecordActionsMenu';
import type { NavigationMenu } from './navigation-menu';
import { createNavigationMenuActions } from './navigation-menu-actions';
import { useNavigationMenuActionDeps } from './use-navigation-menu-action-deps';

/** The 'Actions' (⋮) menu of a navigation menu's screen: Rename, Duplicate, Delete. */
export function NavigationMenuActionsMenu({ menu }: { menu: NavigationMenu }) {
  const deps = useNavigationMenuActionDeps();
  const actions = useMemo(() => createNavigationMenuActions(deps), [deps]);
  return <RecordActionsMenu item={menu} actions={actions} />;
}
