import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeRest } from '../fake-rest';
import { createEntityStore, type EntityStore } from './entity-store';
import { getEditedRecord } from './selectors';
import type { RecordRef } from './store-state';
import { useShownEditsToldFirst } from './tell-shown-edits-first';

const PAGE: RecordRef = { kind: 'postType', name: 'page', id: '7' };

afterEach(cleanup);

function Listening({ store }: { store: EntityStore }) {
  useShownEditsToldFirst(store, window);
  return null;
}

describe('shown edits told first', () => {
  async function storeWithUnheardTitle() {
    const rest = createFakeRest({ 'GET /wp/v2/pages/7': () => ({ body: { id: 7 } }) });
    const store = createEntityStore({
      client: rest.client,
      now: () => 0,
      hearShownEdits: () => () => undefined,
    });
    await store.resolveRecord(PAGE);
    const heard: unknown[] = [];
    store.subscribe(() => heard.push(getEditedRecord(store.getState(), PAGE)?.title));
    store.shownEdit(() => store.edit(PAGE, { title: 'About' }));
    render(<Listening store={store} />);
    return { store, heard };
  }

  it('before a key that does not type text, not before one that does', async () => {
    const { store, heard } = await storeWithUnheardTitle();
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'b' }));
    });
    expect(heard).toEqual([]);
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    });
    expect(heard).toEqual(['About']);
    expect(store.hasUnheardEdits()).toBe(false);
  });

  it('before a press of the pointer', async () => {
    const { heard } = await storeWithUnheardTitle();
    act(() => {
      window.dispatchEvent(new Event('pointerdown'));
    });
    expect(heard).toEqual(['About']);
  });
});
