import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-client';
import { createFakeRest, type FakeHandler } from '../fake-rest';
import { getDirtyRecords } from './dirty-records';
import { createEntityStore } from './entity-store';
import {
  getEditedRecord,
  getQueryResolution,
  getQueryTotals,
  getRecordResolution,
  getRecords,
  isSavingAny,
} from './selectors';
import type { RecordRef } from './store-state';

const TEMPLATE: RecordRef = { kind: 'postType', name: 'wp_template', id: 'loom//home' };
const PAGE: RecordRef = { kind: 'postType', name: 'page', id: '7' };
const TEMPLATE_PATH = '/wp/v2/templates/loom//home';
const PAGE_PATH = '/wp/v2/pages/7';

const home = { id: 'loom//home', slug: 'home', title: { raw: 'Home', rendered: 'Home' } };
const about = { id: 7, status: 'draft', title: { raw: 'About', rendered: 'About' } };

function echoSave(base: Record<string, unknown>, etag: string): FakeHandler {
  return ({ body }) => ({ body: { ...base, ...(body as object) }, headers: { ETag: etag } });
}

function storeWith(handlers: Record<string, FakeHandler>, preload: Record<string, unknown> = {}) {
  const rest = createFakeRest(handlers, preload);
  const store = createEntityStore({ client: rest.client, now: () => 0 });
  return { store, seen: rest.seen };
}

describe('reading records', () => {
  it('reads a record once with context=edit, with resolution state and its ETag', async () => {
    const { store, seen } = storeWith({
      [`GET ${TEMPLATE_PATH}`]: () => ({ body: home, headers: { ETag: '"1-1"' } }),
    });
    const reading = store.resolveRecord(TEMPLATE);
    expect(getRecordResolution(store.getState(), TEMPLATE)).toEqual({ status: 'resolving' });
    await reading;
    await store.resolveRecord(TEMPLATE);
    expect(seen.map((r) => r.path)).toEqual([`${TEMPLATE_PATH}?context=edit`]);
    expect(getRecordResolution(store.getState(), TEMPLATE)).toEqual({ status: 'resolved' });
    expect(getEditedRecord(store.getState(), TEMPLATE)?.title).toBe('Home');
    expect(
      store.getState().records[JSON.stringify(['postType', 'wp_template', 'loom//home'])]?.etag,
    ).toBe('"1-1"');
  });

  it('keeps the error of a failed read (a missing record is a 404)', async () => {
    const { store } = storeWith({
      [`GET ${PAGE_PATH}`]: () => {
        throw new ApiError('rest_post_invalid_id', 'Invalid post ID.', 404);
      },
    });
    await store.resolveRecord(PAGE);
    const resolution = getRecordResolution(store.getState(), PAGE);
    expect(resolution?.status).toBe('error');
    expect(resolution?.status === 'error' && resolution.error).toMatchObject({ status: 404 });
  });

  it('serves preloaded lists without a request', async () => {
    const { store, seen } = storeWith(
      {},
      {
        '/wp/v2/templates?context=edit&per_page=-1': [home],
      },
    );
    await store.resolveRecords('postType', 'wp_template', { per_page: -1 });
    expect(seen).toEqual([]);
    expect(getRecords(store.getState(), 'postType', 'wp_template', { per_page: -1 })).toEqual([
      home,
    ]);
  });

  it('serves a preloaded record without a request and saves it with its preloaded ETag', async () => {
    const { store, seen } = storeWith(
      { [`POST ${PAGE_PATH}`]: echoSave(about, '"7-2"') },
      { [`${PAGE_PATH}?context=edit`]: { body: about, headers: { ETag: '"7-1"' } } },
    );
    await store.resolveRecord(PAGE);
    expect(seen).toEqual([]);
    expect(getEditedRecord(store.getState(), PAGE)?.title).toBe('About');
    store.edit(PAGE, { title: 'About us' });
    await store.save(PAGE);
    expect(seen.at(-1)?.headers).toEqual({ 'If-Match': '"7-1"' });
  });

  it('gathers every page of a per_page=-1 list, in order', async () => {
    const pages = [[{ id: 1 }, { id: 2 }], [{ id: 3 }], [{ id: 4 }]];
    const { store, seen } = storeWith({
      'GET /wp/v2/pages': ({ path }) => {
        const page = Number(new URLSearchParams(path.split('?')[1]).get('page'));
        return { body: pages[page - 1], headers: { 'X-WP-Total': '4', 'X-WP-TotalPages': '3' } };
      },
    });
    await store.resolveRecords('postType', 'page', { per_page: -1, orderby: 'title' });
    expect(seen.map((r) => r.path)).toEqual([
      '/wp/v2/pages?context=edit&orderby=title&page=1&per_page=100',
      '/wp/v2/pages?context=edit&orderby=title&page=2&per_page=100',
      '/wp/v2/pages?context=edit&orderby=title&page=3&per_page=100',
    ]);
    const list = getRecords(store.getState(), 'postType', 'page', {
      orderby: 'title',
      per_page: -1,
    });
    expect(list?.map((record) => record.id)).toEqual([1, 2, 3, 4]);
  });

  it('reads totals of a paged list from the headers', async () => {
    const { store } = storeWith({
      'GET /wp/v2/pages': () => ({
        body: [{ id: 1 }],
        headers: { 'X-WP-Total': '21', 'X-WP-TotalPages': '3' },
      }),
    });
    await store.resolveRecords('postType', 'page', { per_page: 10, page: 1 });
    expect(getQueryTotals(store.getState(), 'postType', 'page', { per_page: 10, page: 1 })).toEqual(
      {
        totalItems: 21,
        totalPages: 3,
      },
    );
  });

  it('keeps the totals of a preloaded page of a paged list', async () => {
    const query = { per_page: 20, page: 1 };
    const { store, seen } = storeWith(
      {},
      {
        '/wp/v2/pages?context=edit&page=1&per_page=20': {
          body: [{ id: 1 }],
          headers: { 'x-wp-total': '9315', 'x-wp-totalpages': '466' },
        },
      },
    );
    await store.resolveRecords('postType', 'page', query);
    expect(seen).toEqual([]);
    expect(getQueryTotals(store.getState(), 'postType', 'page', query)).toEqual({
      totalItems: 9315,
      totalPages: 466,
    });
  });

  it('fails a read of an unknown entity with the unexpected-error text', async () => {
    const { store } = storeWith({});
    await store.resolveRecords('postType', 'nope', {});
    const resolution = getQueryResolution(store.getState(), 'postType', 'nope', {});
    expect(resolution?.status === 'error' && resolution.error.message).toBe(
      'The editor has encountered an unexpected error. Please reload.',
    );
  });
});

describe('saving', () => {
  it('sends only the edits with If-Match, then clears them and takes the new ETag', async () => {
    const { store, seen } = storeWith({
      [`GET ${TEMPLATE_PATH}`]: () => ({ body: home, headers: { ETag: '"1-1"' } }),
      [`POST ${TEMPLATE_PATH}`]: echoSave(home, '"1-2"'),
    });
    await store.resolveRecord(TEMPLATE);
    store.edit(TEMPLATE, { title: 'Landing' });
    const result = await store.save(TEMPLATE);
    expect(result.ok).toBe(true);
    const post = seen.at(-1);
    expect(post).toMatchObject({
      method: 'POST',
      path: `${TEMPLATE_PATH}?context=edit`,
      body: { title: 'Landing' },
      headers: { 'If-Match': '"1-1"' },
    });
    expect(getDirtyRecords(store.getState())).toEqual([]);
    expect(getEditedRecord(store.getState(), TEMPLATE)?.title).toBe('Landing');

    store.edit(TEMPLATE, { title: 'Landing page' });
    await store.save(TEMPLATE);
    expect(seen.at(-1)?.headers).toEqual({ 'If-Match': '"1-2"' });
  });

  it('saves several records one after another, in the order given', async () => {
    const order: string[] = [];
    const { store } = storeWith({
      [`GET ${TEMPLATE_PATH}`]: () => ({ body: home }),
      [`GET ${PAGE_PATH}`]: () => ({ body: about }),
      [`POST ${TEMPLATE_PATH}`]: async (request) => {
        order.push('template start');
        await new Promise((resolve) => setTimeout(resolve, 5));
        order.push('template end');
        return { body: { ...home, ...(request.body as object) } };
      },
      [`POST ${PAGE_PATH}`]: (request) => {
        order.push('page');
        return { body: { ...about, ...(request.body as object) } };
      },
    });
    await store.resolveRecord(TEMPLATE);
    await store.resolveRecord(PAGE);
    store.edit(PAGE, { title: 'About us' });
    store.edit(TEMPLATE, { title: 'Landing' });
    const refs = getDirtyRecords(store.getState());
    const results = await store.saveMany(refs);
    expect(order).toEqual(['page', 'template start', 'template end']);
    expect(results.map((r) => r.ok)).toEqual([true, true]);
  });

  it('publishes a page saved with extra edits, outside the undo history', async () => {
    const { store, seen } = storeWith({
      [`GET ${PAGE_PATH}`]: () => ({ body: about }),
      [`POST ${PAGE_PATH}`]: echoSave(about, '"7-2"'),
    });
    await store.resolveRecord(PAGE);
    store.edit(PAGE, { title: 'About us' });
    await store.save(PAGE, { extraEdits: { status: 'publish' } });
    expect(seen.at(-1)?.body).toEqual({ title: 'About us', status: 'publish' });
    expect(store.getState().history.past).toHaveLength(1);
  });

  it('keeps an edit made while the save was in flight', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    const { store } = storeWith({
      [`GET ${TEMPLATE_PATH}`]: () => ({ body: home }),
      [`POST ${TEMPLATE_PATH}`]: () => new Promise((resolve) => (answer = resolve)),
    });
    await store.resolveRecord(TEMPLATE);
    store.edit(TEMPLATE, { title: 'Landing' });
    const saving = store.save(TEMPLATE);
    expect(isSavingAny(store.getState())).toBe(true);
    store.edit(TEMPLATE, { title: 'Landing 2' });
    answer({ body: { ...home, title: { raw: 'Landing', rendered: 'Landing' } } });
    await saving;
    expect(isSavingAny(store.getState())).toBe(false);
    expect(getEditedRecord(store.getState(), TEMPLATE)?.title).toBe('Landing 2');
    expect(getDirtyRecords(store.getState())).toHaveLength(1);
  });

  it('refetches an entity’s lists after a save', async () => {
    let listReads = 0;
    const { store } = storeWith({
      'GET /wp/v2/templates': () => {
        listReads += 1;
        return { body: [home] };
      },
      [`POST ${TEMPLATE_PATH}`]: echoSave(home, '"1-2"'),
    });
    await store.resolveRecords('postType', 'wp_template', { per_page: 20 });
    store.edit(TEMPLATE, { title: 'Landing' });
    await store.save(TEMPLATE);
    expect(
      getQueryResolution(store.getState(), 'postType', 'wp_template', { per_page: 20 }),
    ).toBeUndefined();
    await store.resolveRecords('postType', 'wp_template', { per_page: 20 });
    expect(listReads).toBe(2);
  });
});

describe('a conflicting save (412)', () => {
  /** A server holding one template at a version another browser can move on. */
  function conflictServer() {
    const server = { version: 1, title: 'Home' };
    const current = () => ({
      body: { ...home, title: { raw: server.title, rendered: server.title } },
      headers: { ETag: `"1-${server.version}"` },
    });
    const { store, seen } = storeWith({
      [`GET ${TEMPLATE_PATH}`]: current,
      [`POST ${TEMPLATE_PATH}`]: ({ headers, body }) => {
        const sent = headers['If-Match'];
        if (sent !== undefined && sent !== `"1-${server.version}"`) {
          throw new ApiError('rest_conflict', 'Someone else changed it.', 412);
        }
        server.version += 1;
        server.title = String((body as { title: string }).title);
        return current();
      },
    });
    const saveElsewhere = (title: string) => {
      server.version += 1;
      server.title = title;
    };
    return { store, seen, saveElsewhere };
  }

  it('is refused with the edits kept; reload drops them and shows the server’s version', async () => {
    const { store, seen, saveElsewhere } = conflictServer();
    await store.resolveRecord(TEMPLATE);
    saveElsewhere('Changed elsewhere');
    store.edit(TEMPLATE, { title: 'Mine' });

    const result = await store.save(TEMPLATE);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatchObject({ code: 'rest_conflict', status: 412 });
    expect(seen.at(-1)?.headers).toEqual({ 'If-Match': '"1-1"' });
    expect(getEditedRecord(store.getState(), TEMPLATE)?.title).toBe('Mine');
    expect(getDirtyRecords(store.getState())).toHaveLength(1);
    expect(store.getState().saving).toMatchObject({
      [JSON.stringify(['postType', 'wp_template', 'loom//home'])]: { status: 'error' },
    });

    await store.reload(TEMPLATE);
    expect(getDirtyRecords(store.getState())).toEqual([]);
    expect(getEditedRecord(store.getState(), TEMPLATE)?.title).toBe('Changed elsewhere');
    expect(store.getState().history.past).toEqual([]);
    expect(store.getState().saving).toEqual({});
  });

  it('overwrite saves again without If-Match and wins', async () => {
    const { store, seen, saveElsewhere } = conflictServer();
    await store.resolveRecord(TEMPLATE);
    saveElsewhere('Changed elsewhere');
    store.edit(TEMPLATE, { title: 'Mine' });
    expect((await store.save(TEMPLATE)).ok).toBe(false);

    const result = await store.save(TEMPLATE, { overwrite: true });
    expect(result.ok).toBe(true);
    expect(seen.at(-1)?.headers).toEqual({});
    expect(getDirtyRecords(store.getState())).toEqual([]);
    expect(getEditedRecord(store.getState(), TEMPLATE)?.title).toBe('Mine');
  });
});

describe('creating and deleting', () => {
  it('creates a record, keeps it by its new id and reads the lists again', async () => {
    const { store, seen } = storeWith({
      'GET /wp/v2/pages': () => ({ body: [about] }),
      'POST /wp/v2/pages': ({ body }) => ({
        body: { id: 9, ...(body as object) },
        headers: { ETag: '"9-1"' },
      }),
    });
    await store.resolveRecords('postType', 'page', { per_page: 20 });
    const result = await store.create('postType', 'page', { title: 'Contact', status: 'draft' });
    expect(result).toMatchObject({ ok: true, ref: { kind: 'postType', name: 'page', id: '9' } });
    expect(seen.at(-1)).toMatchObject({ method: 'POST', path: '/wp/v2/pages?context=edit' });
    expect(getEditedRecord(store.getState(), { ...PAGE, id: '9' })?.title).toBe('Contact');
    expect(getRecordResolution(store.getState(), { ...PAGE, id: '9' })).toEqual({
      status: 'resolved',
    });
    expect(
      getQueryResolution(store.getState(), 'postType', 'page', { per_page: 20 }),
    ).toBeUndefined();
  });

  it('deletes with If-Match and force, dropping the record, its edits and its history', async () => {
    const { store, seen } = storeWith({
      'GET /wp/v2/pages': () => ({ body: [about, { id: 8 }] }),
      [`GET ${PAGE_PATH}`]: () => ({ body: about, headers: { ETag: '"7-1"' } }),
      [`DELETE ${PAGE_PATH}`]: () => ({ body: { deleted: true } }),
    });
    await store.resolveRecords('postType', 'page', { per_page: 20 });
    await store.resolveRecord(PAGE);
    store.edit(PAGE, { title: 'About us' });
    const result = await store.remove(PAGE, { force: true });
    expect(result.ok).toBe(true);
    expect(seen.at(-1)).toMatchObject({
      method: 'DELETE',
      path: `${PAGE_PATH}?context=edit&force=true`,
      headers: { 'If-Match': '"7-1"' },
    });
    expect(getDirtyRecords(store.getState())).toEqual([]);
    expect(store.getState().history.past).toEqual([]);
    expect(
      getRecords(store.getState(), 'postType', 'page', { per_page: 20 })?.map((r) => r.id),
    ).toEqual([8]);
  });

  it('reports a refused delete and keeps the record', async () => {
    const { store } = storeWith({
      [`GET ${PAGE_PATH}`]: () => ({ body: about }),
      [`DELETE ${PAGE_PATH}`]: () => {
        throw new ApiError(
          'rest_cannot_delete',
          'Sorry, you are not allowed to delete this post.',
          403,
        );
      },
    });
    await store.resolveRecord(PAGE);
    const result = await store.remove(PAGE);
    expect(!result.ok && result.error.message).toBe(
      'Sorry, you are not allowed to delete this post.',
    );
    expect(getEditedRecord(store.getState(), PAGE)?.title).toBe('About');
  });
});

describe('undo through the store', () => {
  it('runs an action step’s own undo and redo', async () => {
    const { store } = storeWith({});
    const calls: string[] = [];
    store.addUndoAction(
      'Distraction free',
      () => calls.push('undo'),
      () => calls.push('redo'),
    );
    store.undo();
    store.redo();
    expect(calls).toEqual(['undo', 'redo']);
  });
});
