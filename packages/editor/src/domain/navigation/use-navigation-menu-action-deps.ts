import { useMemo } from 'react';
import { useRouter } from '../../app/Router';
import { useNotices } from '../../components/notices/NoticesProvider';
import { useEntityStore } from '../../data/entities/EntityStoreContext';
import { deleteMenu, duplicateMenu, renameMenu } from './navigation-operations';
import type { NavigationMenuActionDeps } from './run-navigation-actions';

/** The menu actions' needs, wired to the running editor: the store, the notices, the router. */
export function useNavigationMenuActionDeps(): NavigationMenuActionDeps {
  const store = useEntityStore();
  const { createNotice } = useNotices();
  const { navigate } = useRouter();
  return useMemo(
    () => ({
      rename: (menu, title) => renameMenu(store, menu.id, title),
      duplicate: (menu) => duplicateMenu(store, menu),
      remove: (menu) => deleteMenu(store, menu.id),
      notify: (message, status) => createNotice(message, { status }),
      open: (target) => navigate(target),
    }),
    [store, createNotice, navigate],
  );
}
