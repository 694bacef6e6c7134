import { describe, expect, it } from 'vitest';
import { createFakeRest } from '../fake-rest';
import { getDirtyRecords } from './dirty-records';
import { createEntityStore } from './entity-store';
import { getEditedRecord } from './selectors';
import type { RecordRef } from './store-state';

const TEMPLATE: RecordRef = { kind: 'postType', name: 'wp_template', id: 'loom//home' };
const STYLES: RecordRef = { kind: 'root', name: 'globalStyles', id: '7' };
const RED = { blocks: { 'core/button': { color: { background: '#c00' } } } };

async function twoRecords() {
  const rest = createFakeRest({
    'GET /wp/v2/templates/loom//home': () => ({
      body: { id: 'loom//home', title: { raw: 'Home', rendered: 'Home' } },
    }),
    'GET /wp/v2/global-styles/7': () => ({ body: { id: 7, styles: {}, settings: {} } }),
  });
  let time = 0;
  const store = createEntityStore({ client: rest.client, now: () => time });
  await store.resolveRecord(TEMPLATE);
  await store.resolveRecord(STYLES);
  const tick = () => {
    time += 10;
  };
  return { store, tick };
}

const title = (store: ReturnType<typeof createEntityStore>) =>
  getEditedRecord(store.getState(), TEMPLATE)?.title;
const styles = (store: ReturnType<typeof createEntityStore>) =>
  getEditedRecord(store.getState(), STYLES)?.styles;

describe('EntityStore.transaction', () => {
  it('edits two records in one undo step: undo takes both back, redo does both again', async () => {
    const { store } = await twoRecords();
    store.transaction(() => {
      store.edit(STYLES, { styles: RED });
      store.markUndoBoundary();
      store.edit(TEMPLATE, { title: 'Landing' });
    });
    expect(store.getState().history.past).toHaveLength(1);
    expect(getDirtyRecords(store.getState()).map((record) => record.id)).toEqual([
      '7',
      'loom//home',
    ]);

    store.undo();
    expect(title(store)).toBe('Home');
    expect(styles(store)).toEqual({});
    expect(getDirtyRecords(store.getState())).toEqual([]);

    store.redo();
    expect(title(store)).toBe('Landing');
    expect(styles(store)).toEqual(RED);
  });

  it('tells listeners once, when the work is done', async () => {
    const { store } = await twoRecords();
    const seen: unknown[] = [];
    store.subscribe(() => seen.push(title(store)));
    store.transaction(() => {
      store.edit(STYLES, { styles: RED });
      store.edit(TEMPLATE, { title: 'Landing' });
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual(['Landing']);
  });

  it('never joins the step before it, even within the typing delay', async () => {
    const { store } = await twoRecords();
    store.edit(TEMPLATE, { title: 'Landing' });
    store.transaction(() => {
      store.edit(TEMPLATE, { title: 'Landing, pushed' });
      store.edit(STYLES, { styles: RED });
    });
    expect(store.getState().history.past).toHaveLength(2);
    store.undo();
    expect(title(store)).toBe('Landing');
    expect(styles(store)).toEqual({});
  });

  it('a transaction inside another joins the outer one', async () => {
    const { store, tick } = await twoRecords();
    store.transaction(() => {
      store.edit(STYLES, { styles: RED });
      tick();
      store.transaction(() => store.edit(TEMPLATE, { title: 'Landing' }));
    });
    expect(store.getState().history.past).toHaveLength(1);
    store.undo();
    expect(title(store)).toBe('Home');
    expect(styles(store)).toEqual({});
  });

  it('keeps what was done and groups it when the work throws', async () => {
    const { store } = await twoRecords();
    const listener: string[] = [];
    store.subscribe(() => listener.push('heard'));
    expect(() =>
      store.transaction(() => {
        store.edit(STYLES, { styles: RED });
        store.edit(TEMPLATE, { title: 'Landing' });
        throw new Error('broken');
      }),
    ).toThrow('broken');
    expect(listener).toEqual(['heard']);
    expect(store.getState().history.past).toHaveLength(1);
    store.undo();
    expect(title(store)).toBe('Home');
    expect(styles(store)).toEqual({});
  });
});
