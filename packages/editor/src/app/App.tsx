import { useEffect, useMemo } from 'react';
import { NoticesProvider } from '../components/notices/NoticesProvider';
import { ApiClientProvider } from '../data/ApiClientContext';
import { createApiClient } from '../data/api-client';
import { EntityStoreProvider } from '../data/entities/EntityStoreContext';
import { createEntityStore } from '../data/entities/entity-store';
import { PreferencesProvider } from '../data/preferences/PreferencesProvider';
import { BootstrapProvider } from './BootstrapContext';
import type { Bootstrap } from './bootstrap';
import { EditorErrorBoundary } from './EditorErrorBoundary';
import { Layout } from './layout/Layout';
import { RouterProvider } from './Router';
import { preloadRouteAreas } from './routes';

/** Fetches on-demand screens once the browser is idle after the first paint. */
function usePreloadAreasWhenIdle() {
  useEffect(() => {
    const preload = () => {
      preloadRouteAreas().catch(() => {
        // A failed prefetch is retried by the screen itself when the user opens it.
      });
    };
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(preload, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(preload, 1000);
    return () => clearTimeout(timer);
  }, []);
}

/** The editor with everything the screens share: site data, REST client, notices, preferences. */
export function App({ bootstrap }: { bootstrap: Bootstrap }) {
  const client = useMemo(
    () =>
      createApiClient({
        restRoot: bootstrap.restRoot,
        restNonce: bootstrap.restNonce,
        adminUrl: bootstrap.adminUrl,
        preload: bootstrap.preload,
        themePreview: bootstrap.editorSettings.themePreview,
      }),

    [bootstrap],
  );
  const store = useMemo(() => createEntityStore({ client }), [client]);
  usePreloadAreasWhenIdle();

  return (
    <BootstrapProvider value={bootstrap}>
      <ApiClientProvider client={client}>
        <EntityStoreProvider store={store}>
          <NoticesProvider>
            <PreferencesProvider
              initial={bootstrap.preferences}
              initialModified={bootstrap.preferencesModified}
              userId={bootstrap.currentUser.id}
            >
              <EditorErrorBoundary>
                <RouterProvider>
                  <Layout />
                </RouterProvider>
              </EditorErrorBoundary>
            </PreferencesProvider>
          </NoticesProvider>
        </EntityStoreProvider>
      </ApiClientProvider>
    </BootstrapProvider>
  );
}
