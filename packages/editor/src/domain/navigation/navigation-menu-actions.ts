import type { Action } from '@atelier/dataviews';
import {
  DeleteNavigationMenuConfirmation,
  RenameNavigationMenuModal,
} from './NavigationMenuActionModals';
import type { NavigationMenu } from './navigation-menu';
import {
  type NavigationMenuActionDeps,
  runMenuDelete,
  runMenuDuplicate,
} from './run-navigation-actions';

/** The stable ids of the menu actions. */
export type NavigationMenuActionId = 'rename' | 'duplicate' | 'delete';

/**
 * A menu's actions (spec 2 §2 'Menu actions'), in WordPress's order: Rename (a name dialog),
 * Duplicate (the copy opens) and Delete (confirmed first, then back to /navigation).
 */
export function createNavigationMenuActions(
  deps: NavigationMenuActionDeps,
): Action<NavigationMenu>[] {
  return [
    { id: 'rename', label: 'Rename', RenderModal: RenameNavigationMenuModal },
    {
      id: 'duplicate',
      label: 'Duplicate',
      callback: async ([menu], { onActionPerformed }) => {
        if (menu !== undefined && (await runMenuDuplicate(deps, menu)) !== null) {
          onActionPerformed([menu]);
        }
      },
    },
    {
      id: 'delete',
      label: 'Delete',
      isDestructive: true,
      RenderModal: DeleteNavigationMenuConfirmation,
      callback: async ([menu], { onActionPerformed }) => {
        if (menu !== undefined && (await runMenuDelete(deps, menu))) onActionPerformed([menu]);
      },
    },
  ];
}
