// Tabs bound to one in-memory session, for the binding's tests: a page of three paragraphs, an
// entity store per tab, typing as the canvas does it.
import {
  BLOCK_IDS_FIELD,
  type BlockNode,
  createCoreRegistry,
  updateBlockAttributes,
} from '@atelier/blocks';
import { savedBlockIds } from '@atelier/collab';
import type { WriteScheduler } from '../../after-next-frame';
import { COALESCE_MS } from '../../entities/edit-record';
import { createEntityStore, type EntityStore } from '../../entities/entity-store';
import { getEditedBlocks } from '../../entities/selectors';
import type { RecordRef } from '../../entities/store-state';
import { createFakeRest } from '../../fake-rest';
import { bindRecord } from '../record-binding';
import { sharedKindOf } from '../shared-kinds';
import { createLinkedSession, type LinkedSession } from './linked-connections';

export const PAGE: RecordRef = { kind: 'postType', name: 'page', id: '12' };
export const KIND = sharedKindOf(PAGE);
const registry = createCoreRegistry();
export const paragraph = (text: string) =>
  `<!-- wp:paragraph -->\n<p>${text}</p>\n<!-- /wp:paragraph -->`;
export const MARKUP = [paragraph('First'), paragraph('Second'), paragraph('Third')].join('\n\n');

export type Block = BlockNode & { clientId?: string };

/** The text of each top-level paragraph of a tree. */
export function texts(blocks: readonly BlockNode[]): string[] {
  return blocks
    .filter((block) => block.name !== null)
    .map((block) => block.innerHTML.replace(/<\/?p>/g, '').trim());
}

/** A page of three paragraphs on an in-memory server. */
export function session(): LinkedSession {
  return createLinkedSession({
    docKey: 'page:12',
    markup: MARKUP,
    fields: { title: 'About' },
    version: 'v1',
  });
}

/**
 * One tab: an entity store with the page read from the fake REST API, bound to its document;
 * `scheduleWrite` decides when its local edits reach the document, `scheduleRead` when the
 * others' changes reach the store (both at once by default).
 */
export async function openTab(
  linked: LinkedSession,
  scheduleWrite?: WriteScheduler,
  scheduleRead?: WriteScheduler,
) {
  const tab = await openUnsyncedTab(linked, scheduleWrite, scheduleRead);
  await tab.sync();
  return tab;
}

/**
 * A tab whose session has not synced yet (its edits stay in the store) until `sync()`, which
 * answers once the binding took the document (or, with `typing`, once the document synced).
 */
export async function openUnsyncedTab(
  linked: LinkedSession,
  scheduleWrite?: WriteScheduler,
  scheduleRead?: WriteScheduler,
  options: { blockIds?: boolean } = {},
) {
  const rest = createFakeRest({
    'GET /wp/v2/pages/12': () => {
      const last = linked.published.at(-1);
      return {
        body: {
          id: 12,
          title: { raw: String(last?.fields.title ?? 'About'), rendered: '' },
          excerpt: { raw: '', rendered: '' },
          content: { raw: last?.content ?? MARKUP, rendered: '' },
          // `blockIds`: the answer carries the document's ids, as the server sends them.
          ...(options.blockIds === true ? { [BLOCK_IDS_FIELD]: savedBlockIds(linked.server) } : {}),
        },
        headers: { etag: last?.version ?? 'v1' },
      };
    },
    'POST /wp/v2/pages/12': (request) => ({ body: { id: 12, ...(request.body as object) } }),
  });
  let time = 0;
  const store = createEntityStore({ client: rest.client, now: () => time });
  await store.resolveRecord(PAGE);
  const connection = linked.connect({ synced: false });
  if (KIND === null) throw new Error('pages are shared');
  const unbind = bindRecord({
    entityStore: store,
    ref: PAGE,
    kind: KIND,
    connection,
    registry,
    now: () => time,
    ...(scheduleWrite === undefined ? {} : { scheduleWrite }),
    ...(scheduleRead === undefined ? {} : { scheduleRead }),
  });
  // `typing: true`: the sync comes while the newest step is open (the binding then waits for
  // it to close); otherwise the person paused first.
  const sync = async (options: { typing?: boolean } = {}) => {
    if (options.typing !== true) time += COALESCE_MS;
    if (connection.status() !== 'synced') connection.sync();
    await connection.whenSynced();
    await Promise.resolve();
  };
  const later = (ms: number) => {
    time += ms;
  };
  return { store, rest, connection, unbind, later, sync, ref: PAGE };
}

/**
 * An entity store with the page (`markup` as its content) read from a fake REST API, unbound;
 * `blockIds`: the ids the answer gives its blocks (`atelier_block_ids`), none by default.
 */
export async function storeWithPage(markup = MARKUP, blockIds?: unknown): Promise<EntityStore> {
  const rest = createFakeRest({
    'GET /wp/v2/pages/12': () => ({
      body: {
        id: 12,
        title: { raw: 'About', rendered: '' },
        excerpt: { raw: '', rendered: '' },
        content: { raw: markup, rendered: '' },
        ...(blockIds === undefined ? {} : { [BLOCK_IDS_FIELD]: blockIds }),
      },
      headers: { etag: 'v1' },
    }),
  });
  const store = createEntityStore({ client: rest.client, now: () => 0 });
  await store.resolveRecord(PAGE);
  return store;
}

export const tree = (store: EntityStore) =>
  getEditedBlocks(store.getState(), PAGE) as readonly Block[];

/** Types `text` into the paragraph that reads `was`, as the canvas does: one edit of the tree. */
export function type(store: EntityStore, was: string, text: string) {
  const blocks = tree(store);
  const next = blocks.map((block) => {
    if (block.name !== 'core/paragraph' || texts([block])[0] !== was) return block;
    const updated = updateBlockAttributes(registry, block, { content: text });
    return { ...updated, clientId: block.clientId, innerBlocks: block.innerBlocks };
  });
  store.edit(PAGE, { blocks: next });
}
