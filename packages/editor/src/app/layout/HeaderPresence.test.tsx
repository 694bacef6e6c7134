import type { CollabConnection } from '@atelier/collab/client';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Awareness, applyAwarenessUpdate, encodeAwarenessUpdate } from 'y-protocols/awareness';
import * as Y from 'yjs';
import type { CollabSessions } from '../../data/collab/collab-sessions';
import { CollabProvider } from '../../data/collab/use-record-connection';
import type { RecordRef } from '../../data/entities/store-state';
import { HeaderPresence } from './HeaderPresence';

afterEach(cleanup);

const PAGE: RecordRef = { kind: 'postType', name: 'page', id: '12' };

/** Sessions holding one connection, for the page, over the given awareness. */
function sessionsWith(awareness: Awareness): { sessions: CollabSessions; acquired: string[] } {
  const acquired: string[] = [];
  const connection: CollabConnection = {
    docKey: 'page:12',
    doc: awareness.doc,
    awareness,
    status: () => 'synced',
    error: () => null,
    transport: () => 'websocket',
    subscribe: () => () => undefined,
    whenSynced: () => Promise.resolve(),
    publish: () => Promise.resolve({ ok: true, version: '1' }),
    close: () => undefined,
  };
  return {
    acquired,
    sessions: {
      acquire: (ref) => {
        acquired.push(`${ref.name}:${ref.id}`);
        return () => undefined;
      },
      connectionOf: (ref) => (ref.name === 'page' && ref.id === '12' ? connection : null),
      subscribe: () => () => undefined,
      closeAll: () => undefined,
    },
  };
}

/** Someone else's browser: their awareness state, relayed into ours. */
function join(into: Awareness, id: number, name: string): () => void {
  const theirs = new Awareness(new Y.Doc());
  const relay = () =>
    applyAwarenessUpdate(into, encodeAwarenessUpdate(theirs, [theirs.clientID]), 'server');
  theirs.setLocalState({ user: { id, name, color: '#b3261e' }, selection: null });
  relay();
  return () => {
    theirs.setLocalState(null);
    relay();
  };
}

describe('HeaderPresence', () => {
  it("shows the open record's other people as they come and go", () => {
    const mine = new Awareness(new Y.Doc());
    mine.setLocalState({ user: { id: 1, name: 'admin', color: '#1d4ed8' }, selection: null });
    const { sessions, acquired } = sessionsWith(mine);
    render(
      <CollabProvider sessions={sessions}>
        <HeaderPresence record={PAGE} />
      </CollabProvider>,
    );
    expect(acquired).toEqual(['page:12']);
    expect(screen.queryByRole('list', { name: 'People editing this document' })).toBeNull();

    let leave: () => void = () => undefined;
    act(() => {
      leave = join(mine, 4, 'Ben Person');
    });
    const list = screen.getByRole('list', { name: 'People editing this document' });
    expect(list.textContent).toBe('BP');
    expect(screen.getByRole('img', { name: 'Ben Person is editing' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'admin is editing' })).toBeNull();

    act(() => leave());
    expect(screen.queryByRole('img', { name: 'Ben Person is editing' })).toBeNull();
  });

  it('shows nothing while co-editing is off', () => {
    render(
      <CollabProvider sessions={null}>
        <HeaderPresence record={PAGE} />
      </CollabProvider>,
    );
    expect(screen.queryByRole('list')).toBeNull();
  });
});
