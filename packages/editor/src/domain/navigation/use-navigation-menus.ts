import { useEffect, useState } from 'react';
import { useApiClient } from '../../data/ApiClientContext';
import { useEntityStore } from '../../data/entities/EntityStoreContext';
import { useEntityRecords } from '../../data/entities/entity-hooks';
import { NAVIGATION_POST_TYPE } from './navigation-menu';
import { NAVIGATION_MENUS_QUERY } from './navigation-menus-query';
import {
  type FallbackState,
  type NavigationMenusView,
  navigationMenusView,
  needsFallback,
} from './navigation-menus-view';
import { requestNavigationFallback } from './navigation-operations';

/**
 * The Navigation screen's menus (spec 2 §2, §7) read through the store; when the site has none,
 * the fallback menu is asked for — once per editor session (`requestNavigationFallback`), so a
 * second mount (React's strict mode, coming back to the screen) sends no second request.
 */
export function useNavigationMenus(): NavigationMenusView {
  const client = useApiClient();
  const store = useEntityStore();
  const { records, isResolving, error } = useEntityRecords(
    'postType',
    NAVIGATION_POST_TYPE,
    NAVIGATION_MENUS_QUERY,
  );
  const [fallback, setFallback] = useState<FallbackState>('idle');
  const wanted = needsFallback({ records, fallback });

  useEffect(() => {
    if (!wanted) return;
    setFallback('pending');
    void requestNavigationFallback(client, store).then(() => setFallback('done'));
  }, [wanted, client, store]);

  return navigationMenusView({ records, isResolving, error, fallback });
}
