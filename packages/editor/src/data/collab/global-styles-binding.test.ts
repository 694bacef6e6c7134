import { type JsonValue, readRecordDoc } from '@atelier/collab';
import { fullCoreRegistry } from '@atelier/collab/core-registry';
import { describe, expect, it, vi } from 'vitest';
import { getDirtyRecords } from '../entities/dirty-records';
import { createEntityStore, type EntityStore } from '../entities/entity-store';
import { getEditedProp } from '../entities/selectors';
import type { RecordRef } from '../entities/store-state';
import { createFakeRest } from '../fake-rest';
import { bindRecord } from './record-binding';
import { sharedKindOf } from './shared-kinds';
import { createLinkedSession, type LinkedSession } from './testing/linked-connections';

const STYLES: RecordRef = { kind: 'root', name: 'globalStyles', id: '7' };
const KIND = sharedKindOf(STYLES);
const SAVED_STYLES = { color: { background: '#ffffff' } };
const INK = { slug: 'custom-color-1', name: 'Color 1', color: '#111111' };
const SAVED_SETTINGS = { color: { palette: [INK] } };

function session(settings: JsonValue = SAVED_SETTINGS): LinkedSession {
  return createLinkedSession({
    docKey: 'wp_global_styles:7',
    markup: '',
    fields: { styles: SAVED_STYLES, settings },
    version: 'v1',
  });
}

/** One tab: the user's global styles read from the fake REST API, bound to their document. */
async function openTab(linked: LinkedSession, savedSettings: unknown = SAVED_SETTINGS) {
  const rest = createFakeRest({
    'GET /wp/v2/global-styles/7': () => {
      const last = linked.published.at(-1);
      return {
        body: {
          id: 7,
          styles: last?.fields.styles ?? SAVED_STYLES,
          settings: last?.fields.settings ?? savedSettings,
        },
        headers: { etag: last?.version ?? 'v1' },
      };
    },
    'POST /wp/v2/global-styles/7': (request) => ({ body: { id: 7, ...(request.body as object) } }),
  });
  let time = 0;
  const store = createEntityStore({ client: rest.client, now: () => time });
  await store.resolveRecord(STYLES);
  const connection = linked.connect();
  if (KIND === null) throw new Error('global styles are shared');
  bindRecord({
    entityStore: store,
    ref: STYLES,
    kind: KIND,
    connection,
    registry: fullCoreRegistry(),
  });
  await connection.whenSynced();
  await Promise.resolve();
  return {
    store,
    rest,
    later: (ms: number) => {
      time += ms;
    },
  };
}

const styles = (store: EntityStore) => getEditedProp(store.getState(), STYLES, 'styles');

/** One change of the Styles sidebar: the whole `styles` tree with one more value, one step. */
function setStyle(store: EntityStore, group: string, key: string, value: string) {
  const current = (styles(store) ?? {}) as Record<string, Record<string, string>>;
  store.markUndoBoundary();
  store.edit(STYLES, { styles: { ...current, [group]: { ...current[group], [key]: value } } });
}

type Palette = (typeof INK)[];
const palette = (store: EntityStore) =>
  (getEditedProp(store.getState(), STYLES, 'settings') as { color: { palette: Palette } }).color
    .palette;

/** One change of the custom palette, as the Styles sidebar writes it: the whole settings tree. */
function setPalette(store: EntityStore, change: (list: Palette) => Palette) {
  store.markUndoBoundary();
  store.edit(STYLES, { settings: { color: { palette: change(palette(store)) } } });
}

describe('the global styles record in a shared session', () => {
  it('shows one person’s text colour in the other tab, with no undo step there', async () => {
    const linked = session();
    const a = await openTab(linked);
    const b = await openTab(linked);
    setStyle(a.store, 'color', 'text', '#c0ffee');
    expect(styles(b.store)).toEqual({ color: { background: '#ffffff', text: '#c0ffee' } });
    expect(b.store.getState().history.past).toEqual([]);
    expect(getDirtyRecords(b.store.getState()).map((record) => record.id)).toEqual(['7']);
  });

  it('keeps both changes when two people change different paths at once', async () => {
    const linked = session();
    const a = await openTab(linked);
    const b = await openTab(linked);
    linked.setAutoFlush(false);
    // Each whole-tree edit starts from a tree without the other's change.
    setStyle(a.store, 'color', 'text', '#c0ffee');
    setStyle(b.store, 'typography', 'fontSize', '18px');
    setStyle(b.store, 'color', 'link', '#123456');
    linked.flush();
    const both = {
      color: { background: '#ffffff', text: '#c0ffee', link: '#123456' },
      typography: { fontSize: '18px' },
    };
    expect(styles(a.store)).toEqual(both);
    expect(styles(b.store)).toEqual(both);
    expect(readRecordDoc(linked.server, fullCoreRegistry()).fields.styles).toEqual(both);
  });

  it('undoes only this person’s style change, not the other’s made after it', async () => {
    const linked = session();
    const a = await openTab(linked);
    const b = await openTab(linked);
    setStyle(a.store, 'color', 'text', '#c0ffee');
    a.later(5000);
    setStyle(b.store, 'typography', 'fontSize', '18px');
    a.store.undo();
    const onlyB = { color: { background: '#ffffff' }, typography: { fontSize: '18px' } };
    expect(styles(a.store)).toEqual(onlyB);
    expect(styles(b.store)).toEqual(onlyB);
    a.store.redo();
    expect(styles(b.store)).toEqual({
      color: { background: '#ffffff', text: '#c0ffee' },
      typography: { fontSize: '18px' },
    });
  });

  it('saves once by publishing, whoever saves, and leaves nothing to save in either tab', async () => {
    const linked = session();
    const a = await openTab(linked);
    const b = await openTab(linked);
    setStyle(a.store, 'color', 'text', '#c0ffee');
    setStyle(b.store, 'typography', 'fontSize', '18px');
    expect((await b.store.save(STYLES)).ok).toBe(true);
    expect(linked.published).toHaveLength(1);
    expect(linked.published[0]?.fields.styles).toEqual({
      color: { background: '#ffffff', text: '#c0ffee' },
      typography: { fontSize: '18px' },
    });
    for (const tab of [a, b]) {
      expect(tab.rest.seen.filter((request) => request.method === 'POST')).toEqual([]);
      await vi.waitFor(() => expect(getDirtyRecords(tab.store.getState())).toEqual([]));
    }
  });

  it('removes the value one person cleared and keeps the one the other added beside it', async () => {
    const linked = session();
    const a = await openTab(linked);
    const b = await openTab(linked);
    setStyle(a.store, 'color', 'text', '#000000');
    linked.setAutoFlush(false);
    a.store.markUndoBoundary();
    a.store.edit(STYLES, { styles: { color: { text: '#000000' } } });
    setStyle(b.store, 'color', 'link', '#123456');
    linked.flush();
    const expected = { color: { text: '#000000', link: '#123456' } };
    expect(styles(a.store)).toEqual(expected);
    expect(styles(b.store)).toEqual(expected);
  });

  it('keeps a colour one person added and the rename the other typed at once; undo takes back only one', async () => {
    const linked = session();
    const a = await openTab(linked);
    const b = await openTab(linked);
    linked.setAutoFlush(false);
    const added = { slug: 'custom-color-2', name: 'Color 2', color: '#222222' };
    setPalette(a.store, (list) => [...list, added]);
    setPalette(b.store, (list) => list.map((entry) => ({ ...entry, name: 'Ink' })));
    linked.flush();
    const both = [{ ...INK, name: 'Ink' }, added];
    expect(palette(a.store)).toEqual(both);
    expect(palette(b.store)).toEqual(both);
    a.store.undo();
    linked.flush();
    expect(palette(a.store)).toEqual([{ ...INK, name: 'Ink' }]);
    expect(palette(b.store)).toEqual([{ ...INK, name: 'Ink' }]);
  });

  it('keeps both people’s first custom colour when neither record had a palette', async () => {
    const linked = session({});
    const a = await openTab(linked, {});
    const b = await openTab(linked, {});
    linked.setAutoFlush(false);
    const first = (color: string) => ({ slug: 'custom-color-1', name: 'Color 1', color });
    for (const [tab, color] of [
      [a, '#aa0000'],
      [b, '#0000bb'],
    ] as const) {
      tab.store.markUndoBoundary();
      tab.store.edit(STYLES, { settings: { color: { palette: { custom: [first(color)] } } } });
    }
    linked.flush();
    const both = { color: { palette: { custom: expect.any(Array) } } };
    for (const tab of [a, b]) {
      const settings = getEditedProp(tab.store.getState(), STYLES, 'settings');
      expect(settings).toEqual(both);
      const custom = (settings as typeof both).color.palette.custom as { color: string }[];
      expect(custom.map((entry) => entry.color).sort()).toEqual(['#0000bb', '#aa0000']);
    }
    expect(getEditedProp(a.store.getState(), STYLES, 'settings')).toEqual(
      getEditedProp(b.store.getState(), STYLES, 'settings'),
    );
  });
});
