import type { View } from '@atelier/dataviews';
import { useCallback, useMemo, useState } from 'react';
import { useRouter } from '../../app/Router';
import {
  DEFAULT_PATTERNS_VIEW,
  layoutOfView,
  viewForCategory,
  viewInLayout,
} from './patterns-view';

/**
 * The Patterns list's view: kept per category (another category starts from the default view),
 * its layout in the location (`layout=table`, so 'Manage all of my patterns' can link to it).
 */
export function usePatternsView(category: string): {
  view: View;
  setView: (view: View) => void;
} {
  const { location, navigate } = useRouter();
  const [kept, setKept] = useState({ category, view: DEFAULT_PATTERNS_VIEW });
  const view = useMemo(
    () => viewInLayout(viewForCategory(kept, category), location.layout),
    [kept, category, location.layout],
  );
  const setView = useCallback(
    (next: View) => {
      setKept({ category, view: next });
      const layout = layoutOfView(next);
      if (layout !== location.layout) navigate({ ...location, layout }, { replace: true });
    },
    [category, location, navigate],
  );
  return { view, setView };
}
