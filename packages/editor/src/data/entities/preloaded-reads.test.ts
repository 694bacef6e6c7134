import { describe, expect, it } from 'vitest';
import { createFakeRest } from '../fake-rest';
import { createEntityStore } from './entity-store';
import { primedState, readsForPath } from './preloaded-reads';
import {
  getEditedRecord,
  getQueryResolution,
  getQueryTotals,
  getRecordResolution,
  getRecords,
} from './selectors';
import { type RecordRef, recordKey } from './store-state';

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

describe('the store primed from the page before the first render', () => {
  const preload = {
    [TEMPLATE_PATH]: { body: index, headers: { ETag: '"3-1"' } },
    '/wp/v2/pages?context=edit&page=1&per_page=20': {
      body: [{ id: 1 }, { id: 2 }],
      headers: { 'x-wp-total': '42', 'x-wp-totalpages': '21' },
    },
    '/wp/v2/templates?context=edit&per_page=-1': [index],
    '/wp/v2/settings?context=edit': { title: 'Site' },
    '/wp/v2/global-styles/themes/loom?context=edit': { stylesheet: 'loom', styles: {} },
    '/wp/v2/global-styles/7?context=edit': { id: 7, styles: {} },
    '/wp/v2/types?context=edit': { page: { slug: 'page' } },
    '/wp/v2/templates/loom//index/revisions?context=edit': [],
  };

  function primed() {
    const rest = createFakeRest({}, preload);
    const state = primedState(rest.client, Object.keys(preload));
    const store = createEntityStore({ client: rest.client, initialState: state });
    return { rest, store, state };
  }

  it('holds every preloaded record and list as resolved, with the ETag and totals', () => {
    const { state } = primed();
    expect(getRecordResolution(state, TEMPLATE)).toEqual({ status: 'resolved' });
    expect(state.records[recordKey(TEMPLATE)]?.etag).toBe('"3-1"');
    expect(getRecords(state, 'postType', 'page', { per_page: 20, page: 1 })).toEqual([
      { id: 1 },
      { id: 2 },
    ]);
    expect(getQueryTotals(state, 'postType', 'page', { page: 1, per_page: 20 })).toEqual({
      totalItems: 42,
      totalPages: 21,
    });
    expect(getRecords(state, 'postType', 'wp_template', { per_page: -1 })).toEqual([index]);
    expect(getEditedRecord(state, { kind: 'root', name: 'site', id: '' })?.title).toBe('Site');
    const theme = { kind: 'root', name: 'themeGlobalStyles', id: 'loom' };
    expect(getEditedRecord(state, theme)?.stylesheet).toBe('loom');
    expect(getEditedRecord(state, { kind: 'root', name: 'globalStyles', id: '7' })?.id).toBe(7);
    expect(
      getEditedRecord(state, { kind: 'postType', name: 'wp_global_styles', id: '7' })?.id,
    ).toBe(7);
  });

  it('answers a screen that spells out the context in its query, without a request', async () => {
    const path = '/wp/v2/pages?_embed=author&context=edit&page=1&per_page=20';
    const rest = createFakeRest({}, { [path]: { body: [{ id: 1 }], headers: {} } });
    const store = createEntityStore({
      client: rest.client,
      initialState: primedState(rest.client, [path]),
    });
    const spelled = { context: 'edit', _embed: 'author', per_page: 20, page: 1 };
    await store.resolveRecords('postType', 'page', spelled);
    expect(getRecords(store.getState(), 'postType', 'page', spelled)).toEqual([{ id: 1 }]);
    expect(rest.seen).toEqual([]);
  });

  it('asks the server for none of them afterwards', async () => {
    const { rest, store } = primed();
    let notifications = 0;
    store.subscribe(() => {
      notifications += 1;
    });
    await store.resolveRecord(TEMPLATE);
    await store.resolveRecords('postType', 'page', { page: 1, per_page: 20 });
    await store.resolveRecords('postType', 'wp_template', { per_page: -1 });
    await store.resolveRecord({ kind: 'root', name: 'site', id: '' });
    expect(rest.seen).toEqual([]);
    expect(notifications).toBe(0);
  });

  it('leaves answers that are no entity read to the client, and reads again from the server', async () => {
    const { rest, store } = primed();
    await expect(rest.client.get('/wp/v2/types?context=edit')).resolves.toEqual({
      page: { slug: 'page' },
    });
    await expect(
      rest.client.get('/wp/v2/templates/loom//index/revisions?context=edit'),
    ).resolves.toEqual([]);
    await store.resolveRecord(TEMPLATE, true);
    expect(rest.seen.map((request) => request.path)).toEqual([
      '/wp/v2/templates/loom//index?context=edit',
    ]);
  });

  it('keeps an answer that is not a record as the read’s error', () => {
    const rest = createFakeRest({}, { [TEMPLATE_PATH]: ['not', 'a', 'record'] });
    const state = primedState(rest.client, [TEMPLATE_PATH]);
    expect(getRecordResolution(state, TEMPLATE)?.status).toBe('error');
  });
});

describe('a whole list preloaded as its first page', () => {
  const FIRST_PAGE = '/wp/v2/navigation?context=edit&page=1&per_page=100';
  const menus = [{ id: 3, title: { raw: 'Main' } }];

  it('answers the whole list when the page says it is the only one', async () => {
    const rest = createFakeRest(
      {},
      { [FIRST_PAGE]: { body: menus, headers: { 'X-WP-Total': '1', 'X-WP-TotalPages': '1' } } },
    );
    const store = createEntityStore({
      client: rest.client,
      initialState: primedState(rest.client, [FIRST_PAGE]),
    });
    expect(getRecords(store.getState(), 'postType', 'wp_navigation', { per_page: -1 })).toEqual(
      menus,
    );
    await store.resolveRecords('postType', 'wp_navigation', { per_page: -1 });
    expect(rest.seen).toEqual([]);
  });

  it('leaves the whole list to be gathered when there are more pages', async () => {
    const rest = createFakeRest(
      {
        'GET /wp/v2/navigation?context=edit&page=1&per_page=100': () => ({
          body: menus,
          headers: { 'X-WP-TotalPages': '2' },
        }),
        'GET /wp/v2/navigation?context=edit&page=2&per_page=100': () => ({
          body: [{ id: 4 }],
          headers: { 'X-WP-TotalPages': '2' },
        }),
      },
      { [FIRST_PAGE]: { body: menus, headers: { 'x-wp-totalpages': '2' } } },
    );
    const store = createEntityStore({
      client: rest.client,
      initialState: primedState(rest.client, [FIRST_PAGE]),
    });
    const whole = { per_page: -1 };
    expect(getQueryResolution(store.getState(), 'postType', 'wp_navigation', whole)).toBe(
      undefined,
    );
    await store.resolveRecords('postType', 'wp_navigation', whole);
    expect(getRecords(store.getState(), 'postType', 'wp_navigation', whole)).toEqual([
      ...menus,
      { id: 4 },
    ]);
  });
});

describe('readsForPath', () => {
  it.each([
    [
      '/wp/v2/templates/loom//index?context=edit',
      'record:["postType","wp_template","loom//index"]',
    ],
    ['wp/v2/users/me?context=edit', 'record:["root","user","me"]'],
    ['/wp/v2/block-patterns/patterns', 'query:["root","blockPattern",[]]'],
  ])('maps %s to its read', (path, key) => {
    expect(readsForPath(path).map((read) => read.resolutionKey)).toEqual([key]);
  });

  it('maps a list to its query with and without the context every read adds', () => {
    expect(
      readsForPath('/wp/v2/themes?status=active&context=edit').map((read) => read.resolutionKey),
    ).toEqual([
      'query:["root","theme",[["status","active"]]]',
      'query:["root","theme",[["context","edit"],["status","active"]]]',
    ]);
  });

  it.each([
    '/wp/v2/types?context=edit',
    '/wp/v2/templates/loom//index',
    '/wp/v2/templates/loom//index?context=view',
    '/wp/v2/global-styles/7/revisions?context=edit',
    '/wp/v2/settings/extra?context=edit',
  ])('maps %s to no read', (path) => {
    expect(readsForPath(path)).toEqual([]);
  });
});
