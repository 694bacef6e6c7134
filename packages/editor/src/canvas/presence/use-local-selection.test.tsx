import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Awareness, applyAwarenessUpdate, encodeAwarenessUpdate } from 'y-protocols/awareness';
import * as Y from 'yjs';
import type { RecordRef } from '../../data/entities/store-state';
import type { BlockSelection } from '../state/block-editor-state';
import { resolveRange } from './relative-selection';
import { remotePeers } from './remote-peers';
import { linkedPeers, type TestPeer } from './testing/linked-peers';
import { type LocalSelectionSource, useLocalSelection } from './use-local-selection';

const MARKUP = '<!-- wp:paragraph -->\n<p>hello world</p>\n<!-- /wp:paragraph -->';
const PAGE: RecordRef = { kind: 'postType', name: 'page', id: '1' };

function selectionStore() {
  let selection: BlockSelection | null = null;
  const listeners = new Set<() => void>();
  const store: LocalSelectionSource & { select(id: string | null): void } = {
    getSelection: () => selection,
    ownerOf: () => PAGE,
    isNavigationMode: () => false,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    select(id) {
      selection = id === null ? null : { anchor: { clientId: id }, focus: { clientId: id } };
      for (const listener of listeners) listener();
    },
  };
  return store;
}

function Writer({ store, source }: { store: LocalSelectionSource; source: TestPeer }) {
  useLocalSelection(store, document, PAGE, source);
  return null;
}

/** What the other person sees of this tab. */
function seenRemotely(remote: TestPeer) {
  return remotePeers(remote.awareness.getStates(), remote.awareness.clientID, 'page:1')[0];
}

/** The other person has the record open (their user in presence): this tab's selection is read. */
function inRecord(remote: TestPeer) {
  remote.awareness.setLocalState({
    user: { id: 2, name: 'Ana', color: '#b91c1c' },
    selection: null,
  });
}

/** This tab's user in presence, nothing selected yet. */
function asMe(local: TestPeer) {
  local.awareness.setLocalState({
    user: { id: 1, name: 'Me', color: '#1d4ed8' },
    selection: null,
  });
}

describe('useLocalSelection', () => {
  afterEach(() => {
    cleanup();
    document.getSelection()?.removeAllRanges();
    document.body.innerHTML = '';
  });

  it('puts the caret in presence, follows it, and clears it when the canvas closes', async () => {
    const { local, remote, ids } = linkedPeers(MARKUP);
    inRecord(remote);
    const id = ids[0] ?? '';
    asMe(local);
    const paragraph = document.createElement('p');
    paragraph.dataset.block = id;
    paragraph.dataset.richText = 'content';
    paragraph.textContent = 'hello world';
    document.body.append(paragraph);
    const store = selectionStore();
    const { unmount } = render(<Writer store={store} source={local} />);

    const text = paragraph.firstChild as Text;
    document.getSelection()?.setBaseAndExtent(text, 5, text, 5);
    store.select(id);
    await waitFor(() => {
      const seen = seenRemotely(remote);
      expect(seen === undefined ? null : resolveRange(remote.doc, seen.selection)).toEqual({
        attribute: 'content',
        anchor: 5,
        head: 5,
      });
    });

    document.getSelection()?.setBaseAndExtent(text, 6, text, 11);
    await waitFor(() => {
      const seen = seenRemotely(remote);
      expect(seen === undefined ? null : resolveRange(remote.doc, seen.selection)).toEqual({
        attribute: 'content',
        anchor: 6,
        head: 11,
      });
    });

    unmount();
    expect(seenRemotely(remote)).toBeUndefined();
    expect(local.awareness.getLocalState()?.selection).toBeNull();
  });

  it('clears the selection when nothing is selected', async () => {
    const { local, remote, ids } = linkedPeers(MARKUP);
    inRecord(remote);
    asMe(local);
    const store = selectionStore();
    render(<Writer store={store} source={local} />);
    store.select(ids[0] ?? '');
    await waitFor(() => expect(seenRemotely(remote)?.selection.clientId).toBe(ids[0]));
    store.select(null);
    await waitFor(() => expect(seenRemotely(remote)).toBeUndefined());
  });

  it('arms no timer while alone, and writes the selection once someone joins', async () => {
    const { local, ids, disconnect } = linkedPeers(MARKUP);
    disconnect();
    asMe(local);
    const frames = vi.spyOn(window, 'requestAnimationFrame');
    const store = selectionStore();
    render(<Writer store={store} source={local} />);
    store.select(ids[0] ?? '');
    store.select(null);
    store.select(ids[0] ?? '');
    expect(frames).not.toHaveBeenCalled();
    expect(local.awareness.getLocalState()?.selection).toBeNull();

    // Someone opens the record: their state arrives, this tab's current selection goes out.
    const joiner = new Awareness(new Y.Doc());
    joiner.setLocalState({ user: { id: 2, name: 'Ana', color: '#b91c1c' }, selection: null });
    applyAwarenessUpdate(
      local.awareness,
      encodeAwarenessUpdate(joiner, [joiner.clientID]),
      'test-join',
    );
    expect(frames).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(local.awareness.getLocalState()?.selection).toMatchObject({ clientId: ids[0] }),
    );
    applyAwarenessUpdate(
      joiner,
      encodeAwarenessUpdate(local.awareness, [local.awareness.clientID]),
      'test-join',
    );
    expect(remotePeers(joiner.getStates(), joiner.clientID, 'page:1')[0]?.selection.clientId).toBe(
      ids[0],
    );
    frames.mockRestore();
    joiner.destroy();
  });

  it('arms the timer on a selection while someone else is there', async () => {
    const { local, remote, ids } = linkedPeers(MARKUP);
    inRecord(remote);
    asMe(local);
    const frames = vi.spyOn(window, 'requestAnimationFrame');
    const store = selectionStore();
    render(<Writer store={store} source={local} />);
    // The first read (the selection when the canvas opens) is armed at once.
    expect(frames).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    store.select(ids[0] ?? '');
    expect(frames).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(seenRemotely(remote)?.selection.clientId).toBe(ids[0]));
    frames.mockRestore();
  });
});
