import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  buildHref,
  type EditorLocation,
  type LocationTarget,
  parseLocation,
  resolveTarget,
} from './location';

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
}

interface RouterValue {
  location: EditorLocation;
  /** Where the user was before the last move (link, back button, browser back/forward). */
  previous: EditorLocation | null;
  /** Href of a target from here (the theme preview is carried over). */
  hrefFor(target: LocationTarget): string;
  navigate(target: LocationTarget, options?: NavigateOptions): void;
}

interface RouterState {
  location: EditorLocation;
  previous: EditorLocation | null;
}

const RouterContext = createContext<RouterValue | null>(null);

function currentLocation(): EditorLocation {
  return parseLocation(new URLSearchParams(window.location.search));
}

interface RouterProviderProps {
  children: ReactNode;
  /** Told of every move (link, navigate, back/forward) before the screen renders. */
  onMove?: (location: EditorLocation) => void;
}

/**
 * A tiny history router: the location lives in the query string of the editor page; moves use
 * `history.pushState`, and `popstate` brings browser back/forward in.
 */
export function RouterProvider({ children, onMove }: RouterProviderProps) {
  const [editorPath] = useState(() => window.location.pathname);
  const [state, setState] = useState<RouterState>(() => ({
    location: currentLocation(),
    previous: null,
  }));
  const onMoveRef = useRef(onMove);
  onMoveRef.current = onMove;

  /** Takes the location from the page's URL, telling `onMove` first. */
  const moveToCurrent = useCallback(() => {
    const location = currentLocation();
    onMoveRef.current?.(location);
    setState((before) => ({ location, previous: before.location }));
  }, []);

  useEffect(() => {
    const onPopState = () => moveToCurrent();
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [moveToCurrent]);

  const hrefFor = useCallback(
    (target: LocationTarget) => buildHref(editorPath, resolveTarget(target, state.location)),
    [editorPath, state.location],
  );

  const navigate = useCallback(
    (target: LocationTarget, options: NavigateOptions = {}) => {
      const href = hrefFor(target);
      const here = `${window.location.pathname}${window.location.search}`;
      if (href === here) return;
      if (options.replace) window.history.replaceState(null, '', href);
      else window.history.pushState(null, '', href);
      moveToCurrent();
    },
    [hrefFor, moveToCurrent],
  );

  const value = useMemo(
    () => ({ location: state.location, previous: state.previous, hrefFor, navigate }),
    [state, hrefFor, navigate],
  );
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

export function useRouter(): RouterValue {
  const router = useContext(RouterContext);
  if (router === null) throw new Error('useRouter needs a <RouterProvider> above it.');
  return router;
}

/** The current in-app location. */
export function useLocation(): EditorLocation {
  return useRouter().location;
}
