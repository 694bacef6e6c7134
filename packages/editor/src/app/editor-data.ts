import { type ApiClient, createApiClient } from '../data/api-client';
import { createEntityStore, type EntityStore } from '../data/entities/entity-store';
import type { Bootstrap } from './bootstrap';

/** The editor's REST client and entity store, made from the page's bootstrap data. */
export interface EditorData {
  client: ApiClient;
  store: EntityStore;
}

/** Makes the REST client (holding the page's preloaded answers) and the store reading through it. */
export function createEditorData(bootstrap: Bootstrap): EditorData {
  const client = createApiClient({
    restRoot: bootstrap.restRoot,
    restNonce: bootstrap.restNonce,
    adminUrl: bootstrap.adminUrl,
    preload: bootstrap.preload,
    themePreview: bootstrap.editorSettings.themePreview,
  });
  return { client, store: createEntityStore({ client }) };
}
