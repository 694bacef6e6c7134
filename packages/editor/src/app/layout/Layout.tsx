import { Suspense, useEffect } from 'react';
import { LazyCanvas } from '../../canvas/LazyCanvas';
import { CommandCenterProvider } from '../../commands/CommandCenter';
import { AreaErrorBoundary } from '../../components/AreaErrorBoundary';
import { SnackbarList } from '../../components/notices/SnackbarList';
import { SaveFlowProvider } from '../../components/save/SaveFlowProvider';
import { SaveHub } from '../../components/save/SaveHub';
import { StylesWelcomeGuide } from '../../components/welcome-guide/StylesWelcomeGuide';
import { WelcomeGuides } from '../../components/welcome-guide/WelcomeGuides';
import { useEntityProp } from '../../data/entities/entity-hooks';
import { useBootstrap } from '../BootstrapContext';
import { useLocation } from '../Router';
import { canvasRecord } from '../route-matching';
import { canvasRecordAt, routeForPath } from '../routes';
import { browseMain } from './browse-main';
import { documentTitle, screenTitle } from './document-title';
import { EditorFrame } from './EditorFrame';
import { RouteAnnouncer } from './RouteAnnouncer';
import { SiteHub } from './SiteHub';
import { useCommandContext } from './use-command-context';
import { useSaveCommand } from './use-save-command';
import { useSiteCommands } from './use-site-commands';
import { useStylesCommands } from './use-styles-commands';
import { useViewportMatch, WIDE_SCREEN_QUERY } from './useViewportMatch';
import './Layout.css';

function AreaLoading() {
  return <p className="atelier-layout__loading">Loading…</p>;
}

/**
 * The editor's frame: edit mode (canvas=edit on a record) shows the editor with its top bar;
 * otherwise the browsing layout. Both share one save flow (button state, panel, primary+s) and
 * one command registry with its palette (primary+k on every screen).
 */
export function Layout() {
  const location = useLocation();
  const record = location.canvas === 'edit' ? canvasRecordAt(location) : null;
  const { isBlockTheme } = useBootstrap().editorSettings;
  return (
    <SaveFlowProvider>
      <CommandCenterProvider context={useCommandContext()}>
        <SiteCommands />
        {isBlockTheme && <StylesCommands />}
        {record === null ? <BrowseLayout /> : <EditorFrame record={record} />}
        <WelcomeGuides />
      </CommandCenterProvider>
    </SaveFlowProvider>
  );
}

/** The commands of every screen, registered in the site editor's registry (Save included). */
function SiteCommands() {
  useSiteCommands();
  useSaveCommand();
  return null;
}

/** The styles commands (block themes only) and 'Welcome to Styles' on the Styles area. */
function StylesCommands() {
  useStylesCommands();
  return <StylesWelcomeGuide />;
}

/**
 * View mode. Wide screens: the sidebar ('Navigation' region) beside the content or preview
 * ('Editor content' region). Narrow screens: one list area holding the route's mobile view (or
 * its sidebar).
 */
function BrowseLayout() {
  const location = useLocation();
  const { path } = location;
  const { siteTitle } = useBootstrap();
  const isWide = useViewportMatch(WIDE_SCREEN_QUERY);
  const match = routeForPath(path);
  const { route } = match;
  const { areas } = route;
  const ListArea = isWide ? areas.sidebar : (areas.mobile ?? areas.sidebar);
  // Spec 1 §2.2: any route with a record (postType and postId) shows the editor canvas.
  const record = canvasRecord(match, location);
  const main = isWide ? browseMain(route, record) : null;
  const MainArea = main?.kind === 'area' ? main.area : undefined;
  // A record shown in view mode names the page as in edit mode ('Blog Home ‹ …').
  const [editedTitle] = useEntityProp(
    record?.kind ?? 'postType',
    record?.name ?? '',
    'title',
    record?.id ?? null,
  );
  const recordTitle = record !== null && typeof editedTitle === 'string' ? editedTitle : null;
  const title = documentTitle(screenTitle(recordTitle, route.title), siteTitle);

  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <div className={`atelier-layout ${isWide ? 'is-wide' : 'is-narrow'}`}>
      <section className="atelier-layout__sidebar" aria-label="Navigation">
        <SiteHub />
        <AreaErrorBoundary resetKey={route.name}>
          <Suspense fallback={<AreaLoading />}>
            {/* A new route gets a fresh sidebar screen (state, focus on arrival). */}
            <ListArea key={route.name} />
          </Suspense>
        </AreaErrorBoundary>
        <SaveHub />
      </section>
      {main?.kind === 'canvas' && (
        <section className="atelier-layout__main" aria-label="Editor content">
          <AreaErrorBoundary resetKey={route.name}>
            <LazyCanvas
              key={`${main.record.name}:${main.record.id}`}
              record={main.record}
              mode="view"
            />
          </AreaErrorBoundary>
        </section>
      )}
      {MainArea && (
        <section className="atelier-layout__main" aria-label="Editor content">
          <AreaErrorBoundary resetKey={route.name}>
            <Suspense fallback={<AreaLoading />}>
              {/* Not keyed: routes sharing the same view (the site preview) keep it loaded. */}
              <MainArea />
            </Suspense>
          </AreaErrorBoundary>
        </section>
      )}
      <RouteAnnouncer message={title} />
      <SnackbarList />
    </div>
  );
}
