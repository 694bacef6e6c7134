import { flushSync } from 'react-dom';
import { afterNextFrame } from '../data/after-next-frame';
import { type ApiClient, createApiClient } from '../data/api-client';
import { createEntityStore, type EntityStore } from '../data/entities/entity-store';
import { primedState } from '../data/entities/preloaded-reads';
import type { Bootstrap } from './bootstrap';

/** The editor's REST client and entity store, made from the page's bootstrap data. */
export interface EditorData {
  client: ApiClient;
  store: EntityStore;
}

/**
 * Makes the REST client (holding the page's preloaded answers) and the store reading through it,
 * with the preloaded records and lists already in the store, so the first render draws them.
 */
export function createEditorData(bootstrap: Bootstrap): EditorData {
  const client = createApiClient({
    restRoot: bootstrap.restRoot,
    restNonce: bootstrap.restNonce,
    adminUrl: bootstrap.adminUrl,
    preload: bootstrap.preload,
    themePreview: bootstrap.editorSettings.themePreview,
  });
  const initialState = primedState(client, Object.keys(bootstrap.preload));
  // Text typed into a rich text is drawn by the browser: React hears of it after the next frame,
  // or drawn at once when something must read it (see `shownEdit`).
  const store = createEntityStore({
    client,
    initialState,
    hearShownEdits: afterNextFrame,
    tellNow: (tell) => flushSync(tell),
  });
  return { client, store };
}
