import { useCallback, useEffect, useMemo } from 'react';
import { NoticesProvider } from '../components/notices/NoticesProvider';
import { ApiClientProvider } from '../data/ApiClientContext';
import { createEditorSessions } from '../data/collab/editor-sessions';
import { CollabProvider } from '../data/collab/use-record-connection';
import { EntityStoreProvider } from '../data/entities/EntityStoreContext';
import { PreferencesProvider } from '../data/preferences/PreferencesProvider';
import { BootstrapProvider } from './BootstrapContext';
import type { Bootstrap } from './bootstrap';
import { EditorErrorBoundary } from './EditorErrorBoundary';
import { createEditorData, type EditorData } from './editor-data';
import { firstScreen } from './first-screen';
import { Layout } from './layout/Layout';
import type { EditorLocation } from './location';
import { afterPageSettles } from './page-load';
import { RouterProvider } from './Router';
import { preloadRouteAreas, readScreenAt } from './routes';

/**
 * Fetches on-demand screens once the page has loaded (the first screen's code, its frames and
 * their fonts) and the browser is idle, so they never compete with what the first screen shows.
 */
function usePreloadAreasWhenIdle() {
  useEffect(
    () =>
      afterPageSettles(() => {
        preloadRouteAreas().catch(() => {
          // A failed prefetch is retried by the screen itself when the user opens it.
        });
      }),
    [],
  );
}

interface AppProps {
  bootstrap: Bootstrap;
  /** The REST client and store, when the first screen's reads were started before the render. */
  data?: EditorData;
}

/** The editor with everything the screens share: site data, REST client, notices, preferences. */
export function App({ bootstrap, data }: AppProps) {
  const { client, store } = useMemo(() => data ?? createEditorData(bootstrap), [data, bootstrap]);
  const userId = bootstrap.currentUser.id;
  // A move starts the next screen's reads before it renders, as the first load does.
  const readScreen = useCallback(
    (location: EditorLocation) => void readScreenAt(store, location, userId),
    [store, userId],
  );
  usePreloadAreasWhenIdle();
  // Co-editing (issue #23): one session per shared record the screens show, unless it is off.
  const sessions = useMemo(
    () =>
      bootstrap.collab
        ? createEditorSessions(
            {
              entityStore: store,
              user: bootstrap.currentUser,
              baseUrl: window.location.origin,
              // The REST client's nonce and renewal: one request renews it for writes and sessions.
              nonce: () => client.nonce(),
              refreshNonce: () => client.renewNonce(),
              // The canvas's registry: the documents name the types it loads on demand.
              blockTypes: () =>
                import('../canvas/block-types/editor-block-types').then((types) =>
                  types.editorBlockTypes(),
                ),
            },
            firstScreen.afterDrawn,
          )
        : null,
    [bootstrap, store, client],
  );
  useEffect(() => () => sessions?.closeAll(), [sessions]);

  return (
    <BootstrapProvider value={bootstrap}>
      <ApiClientProvider client={client}>
        <EntityStoreProvider store={store}>
          <CollabProvider sessions={sessions}>
            <NoticesProvider>
              <PreferencesProvider
                initial={bootstrap.preferences}
                initialModified={bootstrap.preferencesModified}
                userId={bootstrap.currentUser.id}
              >
                <EditorErrorBoundary>
                  <RouterProvider onMove={readScreen}>
                    <Layout />
                  </RouterProvider>
                </EditorErrorBoundary>
              </PreferencesProvider>
            </NoticesProvider>
          </CollabProvider>
        </EntityStoreProvider>
      </ApiClientProvider>
    </BootstrapProvider>
  );
}
