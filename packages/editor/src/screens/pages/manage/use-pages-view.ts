import type { View } from '@atelier/dataviews';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useRouter } from '../../../app/Router';
import { useNotices } from '../../../components/notices/NoticesProvider';
import { activeCustomViewId } from '../../../domain/custom-views/active-custom-view';
import { useCustomView } from '../../../domain/custom-views/use-custom-view';
import { customPagesView } from './custom-pages-view';
import {
  BAD_STORED_VIEW,
  type BuiltInPageView,
  builtInPageView,
  DEFAULT_PAGES_VIEW,
  readPagesView,
  writePagesView,
} from './pages-view';

export interface PagesViewState {
  /** The built-in view the sidebar has chosen (`activeView`). */
  builtIn: BuiltInPageView;
  view: View;
  setView: (view: View) => void;
}

/**
 * The view of Manage pages, kept in the location (`layout` and `view`), so a reload, the back
 * button or a shared link shows the same list. A `view` parameter that cannot be used gives the
 * default view, a notice, and is taken out of the location. A custom view (`isCustom` with its
 * id as `activeView`) is read from its record instead, and changes are saved to it as its JSON.
 */
export function usePagesView(): PagesViewState {
  const { location, navigate } = useRouter();
  const { createNotice } = useNotices();
  const builtIn = builtInPageView(location.activeView);
  const { view, rejected } = useMemo(
    () => readPagesView(location.view, location.layout),
    [location.view, location.layout],
  );

  const reported = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!rejected || reported.current === location.view) return;
    reported.current = location.view;
    createNotice(BAD_STORED_VIEW, { status: 'warning' });
    navigate({ ...location, view: undefined }, { replace: true });
  }, [rejected, location, navigate, createNotice]);

  const setView = useCallback(
    (next: View) => {
      const written = writePagesView(next);
      if (written.layout === location.layout && written.view === location.view) return;
      navigate({ ...location, ...written }, { replace: true });
    },
    [location, navigate],
  );

  const customId = activeCustomViewId(location);
  const custom = useCustomView(customId, DEFAULT_PAGES_VIEW);
  const customView = useMemo(() => customPagesView(custom.view), [custom.view]);
  const reportedCustom = useRef<number | null>(null);
  useEffect(() => {
    if (customId === null || !customView.rejected || reportedCustom.current === customId) return;
    reportedCustom.current = customId;
    createNotice(BAD_STORED_VIEW, { status: 'warning' });
  }, [customId, customView.rejected, createNotice]);
  if (customId !== null) return { builtIn: 'all', view: customView.view, setView: custom.save };

  return { builtIn, view, setView };
}
