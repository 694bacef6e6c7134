import { type ReactNode, useState } from 'react';
import { BootstrapProvider } from '../app/BootstrapContext';
import type { Bootstrap } from '../app/bootstrap';
import { RouterProvider } from '../app/Router';
import { NoticesProvider } from '../components/notices/NoticesProvider';
import { SnackbarList } from '../components/notices/SnackbarList';
import { ApiClientProvider } from '../data/ApiClientContext';
import type { ApiClient } from '../data/api-client';
import { EntityStoreProvider } from '../data/entities/EntityStoreContext';
import { createEntityStore, type EntityStore } from '../data/entities/entity-store';
import { PreferencesProvider } from '../data/preferences/PreferencesProvider';

/** A bootstrap blob for tests; pass what a test cares about. */
export function testBootstrap(overrides: Partial<Bootstrap> = {}): Bootstrap {
  return {
    restRoot: '/wp-json/',
    restNonce: 'nonce',
    adminUrl: '/wp-admin/',
    homeUrl: 'http://localhost/',
    siteTitle: 'Atelier Demo',
    collab: false,
    currentUser: {
      id: 1,
      name: 'admin',
      slug: 'admin',
      avatar_urls: {},
      capabilities: { edit_theme_options: true },
    },
    editorSettings: {
      isBlockTheme: true,
      themeStylesheet: 'loom',
      themeName: 'Loom',
      hasStyleVariations: true,
      fontLibraryEnabled: true,
      themePreview: null,
    },
    preferences: {},
    preferencesModified: null,
    preload: {},
    ...overrides,
  };
}

/** The providers a screen expects, with a REST client the test controls. */
export function EditorTestProviders({
  bootstrap,
  client,
  store,
  children,
}: {
  bootstrap: Bootstrap;
  client: ApiClient;
  /** The entity store; by default a fresh one on `client`. */
  store?: EntityStore;
  children: ReactNode;
}) {
  const [entityStore] = useState(() => store ?? createEntityStore({ client }));
  return (
    <BootstrapProvider value={bootstrap}>
      <ApiClientProvider client={client}>
        <EntityStoreProvider store={entityStore}>
          <NoticesProvider>
            <PreferencesProvider
              initial={bootstrap.preferences}
              initialModified={bootstrap.preferencesModified}
              userId={bootstrap.currentUser.id}
              storage={null}
              persistDelayMs={0}
            >
              <RouterProvider>{children}</RouterProvider>
            </PreferencesProvider>
            <SnackbarList />
          </NoticesProvider>
        </EntityStoreProvider>
      </ApiClientProvider>
    </BootstrapProvider>
  );
}
