import { describe, expect, it } from 'vitest';
import { createFakeRest } from '../fake-rest';
import { createEntityStore } from './entity-store';
import { getEditedRecord } from './selectors';
import { type RecordRef, recordKey } from './store-state';

const TEMPLATE: RecordRef = { kind: 'postType', name: 'wp_template', id: 'loom//home' };
const PAGE: RecordRef = { kind: 'postType', name: 'page', id: '7' };

/** A store whose shown edits are told when the test runs the frame (`frame()`). */
async function storeWithFrames() {
  const rest = createFakeRest({
    'GET /wp/v2/templates/loom//home': () => ({
      body: { id: 'loom//home', slug: 'home', title: { raw: 'Home' } },
    }),
    'GET /wp/v2/pages/7': () => ({ body: { id: 7, title: { raw: 'About' } } }),
  });
  let pending: (() => void) | null = null;
  const toldNow: string[] = [];
  const store = createEntityStore({
    client: rest.client,
    now: () => 0,
    hearShownEdits: (tell) => {
      pending = tell;
      return () => {
        pending = null;
      };
    },
    tellNow: (tell) => {
      toldNow.push(String(getEditedRecord(store.getState(), TEMPLATE)?.title));
      tell();
    },
  });
  await store.resolveRecord(TEMPLATE);
  await store.resolveRecord(PAGE);
  const heard: string[] = [];
  store.subscribe(() => heard.push(String(getEditedRecord(store.getState(), TEMPLATE)?.title)));
  let templateReaders = 0;
  store.subscribeScoped(recordKey(TEMPLATE), () => {
    templateReaders += 1;
  });
  const frame = () => {
    const tell = pending;
    pending = null;
    tell?.();
  };
  return { store, heard, toldNow, frame, templateReaders: () => templateReaders };
}

describe('shown edits (text the page already shows)', () => {
  it('change the state at once; listeners hear of them at the frame, once for all', async () => {
    const { store, heard, frame, templateReaders } = await storeWithFrames();
    store.shownEdit(() => store.edit(TEMPLATE, { title: 'Home p' }));
    store.shownEdit(() => store.edit(TEMPLATE, { title: 'Home pa' }));
    expect(getEditedRecord(store.getState(), TEMPLATE)?.title).toBe('Home pa');
    expect(store.hasUnheardEdits()).toBe(true);
    expect(heard).toEqual([]);
    frame();
    expect(heard).toEqual(['Home pa']);
    expect(templateReaders()).toBe(1);
    expect(store.hasUnheardEdits()).toBe(false);
  });

  it('are told with the next change that is not shown, which wakes their record’s readers', async () => {
    const { store, heard, frame, templateReaders } = await storeWithFrames();
    store.shownEdit(() => store.edit(TEMPLATE, { title: 'Home p' }));
    store.edit(PAGE, { title: 'About us' });
    expect(heard).toEqual(['Home p']);
    expect(templateReaders()).toBe(1);
    frame();
    expect(heard).toEqual(['Home p']);
  });

  it('are drawn before an undo or a redo changes the state', async () => {
    const { store, heard, toldNow } = await storeWithFrames();
    store.edit(TEMPLATE, { title: 'Home' });
    store.markUndoBoundary();
    store.shownEdit(() => store.edit(TEMPLATE, { title: 'Home p' }));
    heard.length = 0;
    store.undo();
    expect(toldNow).toEqual(['Home p']);
    expect(heard).toEqual(['Home p', 'Home']);
    expect(getEditedRecord(store.getState(), TEMPLATE)?.title).toBe('Home');
    store.redo();
    expect(getEditedRecord(store.getState(), TEMPLATE)?.title).toBe('Home p');
  });

  it('keep one undo step with the typing made before them', async () => {
    const { store, frame } = await storeWithFrames();
    store.edit(TEMPLATE, { title: 'Home' });
    store.markUndoBoundary();
    store.edit(TEMPLATE, { title: 'Home p' });
    store.shownEdit(() => store.edit(TEMPLATE, { title: 'Home pa' }));
    frame();
    store.undo();
    expect(getEditedRecord(store.getState(), TEMPLATE)?.title).toBe('Home');
  });

  it('are told at once without a frame scheduler (the default)', async () => {
    const rest = createFakeRest({ 'GET /wp/v2/pages/7': () => ({ body: { id: 7 } }) });
    const store = createEntityStore({ client: rest.client, now: () => 0 });
    await store.resolveRecord(PAGE);
    let heard = 0;
    store.subscribe(() => {
      heard += 1;
    });
    store.shownEdit(() => store.edit(PAGE, { title: 'About' }));
    expect(heard).toBe(1);
    expect(store.hasUnheardEdits()).toBe(false);
  });

  it('are heard of even when the work throws after its edit', async () => {
    const { store, heard, frame } = await storeWithFrames();
    expect(() =>
      store.shownEdit(() => {
        store.edit(TEMPLATE, { title: 'Home p' });
        throw new Error('after the edit');
      }),
    ).toThrow('after the edit');
    expect(store.hasUnheardEdits()).toBe(true);
    frame();
    expect(heard).toEqual(['Home p']);
  });

  it('inside a transaction are heard with it', async () => {
    const { store, heard } = await storeWithFrames();
    store.transaction(() => {
      store.shownEdit(() => store.edit(TEMPLATE, { title: 'Home p' }));
    });
    expect(heard).toEqual(['Home p']);
    expect(store.hasUnheardEdits()).toBe(false);
  });
});
