import { describe, expect, it } from 'vitest';
import { createFakeRest } from '../fake-rest';
import { hasEdits } from './dirty-records';
import { createEntityStore } from './entity-store';
import { STORED_ONLY } from './scoped-changes';
import { type RecordRef, recordKey } from './store-state';

const TEMPLATE: RecordRef = { kind: 'postType', name: 'wp_template', id: 'loom//home' };
const PAGE: RecordRef = { kind: 'postType', name: 'page', id: '7' };

async function storeWithTwoRecords() {
  const rest = createFakeRest({
    'GET /wp/v2/templates/loom//home': () => ({
      body: { id: 'loom//home', slug: 'home', content: { raw: '<p>Home</p>' } },
    }),
    'GET /wp/v2/pages/7': () => ({ body: { id: 7, title: { raw: 'About' } } }),
    'POST /wp/v2/templates/loom//home': ({ body }) => ({
      body: { id: 'loom//home', slug: 'home', ...(body as object) },
    }),
  });
  const store = createEntityStore({ client: rest.client, now: () => 0 });
  await store.resolveRecord(TEMPLATE);
  await store.resolveRecord(PAGE);
  const heard = { all: 0, template: 0, page: 0, stored: 0 };
  store.subscribe(() => {
    heard.all += 1;
  });
  store.subscribeScoped(recordKey(TEMPLATE), () => {
    heard.template += 1;
  });
  store.subscribeScoped(recordKey(PAGE), () => {
    heard.page += 1;
  });
  store.subscribeScoped(STORED_ONLY, () => {
    heard.stored += 1;
  });
  return { store, heard };
}

describe('scoped listeners', () => {
  it('an edit of one record wakes its readers, not those of another record or of lists', async () => {
    const { store, heard } = await storeWithTwoRecords();
    for (const content of ['<p>Home!</p>', '<p>Home!!</p>', '<p>Home!!!</p>']) {
      store.edit(TEMPLATE, { content });
    }
    expect(heard).toEqual({ all: 3, template: 3, page: 0, stored: 0 });

    store.markUndoBoundary();
    expect(heard).toEqual({ all: 4, template: 3, page: 0, stored: 0 });

    store.undo();
    expect(heard).toEqual({ all: 5, template: 4, page: 0, stored: 0 });
  });

  it('a change of what the server sent wakes every scoped reader', async () => {
    const { store, heard } = await storeWithTwoRecords();
    store.edit(TEMPLATE, { content: '<p>Saved</p>' });
    const before = { ...heard };
    await store.save(TEMPLATE);
    expect(heard.template - before.template).toBeGreaterThan(0);
    expect(heard.page - before.page).toBeGreaterThan(0);
    expect(heard.stored - before.stored).toBeGreaterThan(0);
    expect(heard.page - before.page).toBe(heard.all - before.all);
  });

  it('a transaction over two records wakes both once', async () => {
    const { store, heard } = await storeWithTwoRecords();
    store.transaction(() => {
      store.edit(TEMPLATE, { content: '<p>A</p>' });
      store.edit(PAGE, { title: 'B' });
    });
    expect(heard).toEqual({ all: 1, template: 1, page: 1, stored: 0 });
  });

  it('stops calling a listener once it unsubscribes', async () => {
    const { store, heard } = await storeWithTwoRecords();
    let late = 0;
    const stop = store.subscribeScoped(recordKey(PAGE), () => {
      late += 1;
    });
    store.edit(PAGE, { title: 'One' });
    stop();
    store.edit(PAGE, { title: 'Two' });
    expect(late).toBe(1);
    expect(heard.page).toBe(2);
  });
});

describe('the dirty flag', () => {
  it('answers from the record and its edits, also after a save', async () => {
    const { store } = await storeWithTwoRecords();
    const key = recordKey(TEMPLATE);
    expect(hasEdits(store.getState(), key)).toBe(false);
    store.edit(TEMPLATE, { content: '<p>Changed</p>' });
    expect(hasEdits(store.getState(), key)).toBe(true);
    expect(hasEdits(store.getState(), key)).toBe(true);
    store.edit(TEMPLATE, { content: '<p>Home</p>' });
    expect(hasEdits(store.getState(), key)).toBe(false);
    store.edit(TEMPLATE, { content: '<p>Saved</p>' });
    await store.save(TEMPLATE);
    expect(hasEdits(store.getState(), key)).toBe(false);
  });
});
