import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEntityStore } from '../../data/entities/entity-store';
import { EditorTestProviders, testBootstrap } from '../../testing/EditorTestProviders';
import { NavigationSidebar } from './NavigationSidebar';
import { readNavigation } from './navigation-reads';
import { menuRecord, navigationRest } from './navigation-test-rest';

describe('readNavigation', () => {
  beforeEach(() =>
    window.history.replaceState(null, '', '/wp-admin/site-editor.php?p=%2Fnavigation'),
  );
  afterEach(cleanup);

  it("reads the menus, then the only menu's record, so the first render draws its screen", async () => {
    const rest = navigationRest([menuRecord(3, 'Main')]);
    const store = createEntityStore({ client: rest.client });
    await readNavigation(store);
    expect(rest.seen.map((request) => `${request.method} ${request.path.split('?')[0]}`)).toEqual([
      'GET /wp/v2/navigation',
      'GET /wp/v2/navigation/3',
    ]);
    render(
      <EditorTestProviders bootstrap={testBootstrap()} client={rest.client} store={store}>
        <NavigationSidebar />
      </EditorTestProviders>,
    );
    // Synchronous queries: drawn by the first render, not after a read.
    expect(screen.getByRole('heading', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('tree', { name: 'Menu items' })).toBeTruthy();
  });

  it('reads only the list when there are several menus', async () => {
    const rest = navigationRest([menuRecord(3, 'Main'), menuRecord(4, 'Footer')]);
    const store = createEntityStore({ client: rest.client });
    await readNavigation(store);
    expect(rest.seen.map((request) => request.path.split('?')[0])).toEqual(['/wp/v2/navigation']);
  });
});
