import { describe, expect, it } from 'vitest';
import { createFakeRest } from '../fake-rest';
import { createEntityStore } from './entity-store';
import {
  getEditedRecord,
  getQueryResolution,
  getQueryTotals,
  getRecordResolution,
  getRecords,
} from './selectors';
import type { RecordRef } from './store-state';

const TEMPLATE: RecordRef = { kind: 'postType', name: 'wp_template', id: 'loom//index' };
const TEMPLATE_PATH = '/wp/v2/templates/loom//index?context=edit';
const index = { id: 'loom//index', slug: 'index', title: { raw: 'Index', rendered: 'Index' } };

function storeWith(preload: Record<string, unknown>) {
  const rest = createFakeRest(
    { 'GET /wp/v2/templates/loom//home': () => ({ body: { id: 'loom//home' } }) },
    preload,
  );
  const store = createEntityStore({ client: rest.client, now: () => 0 });
  let notifications = 0;
  store.subscribe(() => {
    notifications += 1;
  });
  return { store, seen: rest.seen, notifications: () => notifications };
}

describe('preloaded reads', () => {
  it('puts a preloaded record in the store before the read returns, with one notification', () => {
    const { store, seen, notifications } = storeWith({
      [TEMPLATE_PATH]: { body: index, headers: { ETag: '"3-1"' } },
    });
    void store.resolveRecord(TEMPLATE);
    expect(getRecordResolution(store.getState(), TEMPLATE)).toEqual({ status: 'resolved' });
    expect(getEditedRecord(store.getState(), TEMPLATE)?.title).toBe('Index');
    expect(notifications()).toBe(1);
    expect(seen).toEqual([]);
  });

  it('lands every preloaded read asked for in one go before any promise settles', () => {
    const { store } = storeWith({
      [TEMPLATE_PATH]: index,
      '/wp/v2/pages?context=edit&page=1&per_page=20': {
        body: [{ id: 1 }, { id: 2 }],
        headers: { 'x-wp-total': '42', 'x-wp-totalpages': '21' },
      },
      '/wp/v2/templates?context=edit&per_page=-1': [index],
    });
    const pagesQuery = { per_page: 20, page: 1 };
    void store.resolveRecord(TEMPLATE);
    void store.resolveRecords('postType', 'page', pagesQuery);
    void store.resolveRecords('postType', 'wp_template', { per_page: -1 });
    const state = store.getState();
    expect(getEditedRecord(state, TEMPLATE)?.slug).toBe('index');
    expect(getRecords(state, 'postType', 'page', pagesQuery)).toEqual([{ id: 1 }, { id: 2 }]);
    expect(getQueryTotals(state, 'postType', 'page', pagesQuery)).toEqual({
      totalItems: 42,
      totalPages: 21,
    });
    expect(getRecords(state, 'postType', 'wp_template', { per_page: -1 })).toEqual([index]);
  });

  it('marks a preloaded answer that is not a record as an error at once', () => {
    const { store } = storeWith({ [TEMPLATE_PATH]: ['not', 'a', 'record'] });
    void store.resolveRecord(TEMPLATE);
    expect(getRecordResolution(store.getState(), TEMPLATE)?.status).toBe('error');
  });

  it('still reads from the server what was not preloaded, resolving meanwhile', async () => {
    const { store, seen } = storeWith({});
    const home: RecordRef = { kind: 'postType', name: 'wp_template', id: 'loom//home' };
    const reading = store.resolveRecord(home);
    expect(getRecordResolution(store.getState(), home)).toEqual({ status: 'resolving' });
    await reading;
    expect(getRecordResolution(store.getState(), home)).toEqual({ status: 'resolved' });
    expect(seen.map((request) => request.path)).toEqual([
      '/wp/v2/templates/loom//home?context=edit',
    ]);
    await store.resolveRecords('postType', 'nope', {});
    expect(getQueryResolution(store.getState(), 'postType', 'nope', {})?.status).toBe('error');
  });
});
