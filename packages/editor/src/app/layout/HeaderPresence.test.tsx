import type { CollabConnection, CollabStatus } from '@atelier/collab/client';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Awareness, applyAwarenessUpdate, encodeAwarenessUpdate } from 'y-protocols/awareness';
import * as Y from 'yjs';
import type { CollabSessions } from '../../data/collab/collab-sessions';
import { CollabProvider } from '../../data/collab/use-record-connection';
import type { RecordRef } from '../../data/entities/store-state';
import { createFakeRest } from '../../data/fake-rest';
import { PRESENCE_POLL_MS } from '../../data/presence/record-presence';
import { EditorTestProviders, testBootstrap } from '../../testing/EditorTestProviders';
import { pageLoadedAgo } from '../../testing/page-loaded-ago';
import { HeaderPresence } from './HeaderPresence';

afterEach(cleanup);

const PAGE: RecordRef = { kind: 'postType', name: 'page', id: '12' };

/** The editor around the header: its bootstrap (co-editing on or off) and a client with `preload`. */
function editorWith(
  children: ReactNode,
  { collab = true, preload = {} }: { collab?: boolean; preload?: Record<string, unknown> } = {},
) {
  const rest = createFakeRest({}, preload);
  return (
    <EditorTestProviders bootstrap={testBootstrap({ collab })} client={rest.client}>
      {children}
    </EditorTestProviders>
  );
}

/**
 * A connection to the page over the given awareness, whose status `setStatus` changes (telling
 * its listeners). A class, as the real one is: its methods work only when called on it.
 */
class TestConnection implements CollabConnection {
  readonly docKey = 'page:12';
  readonly doc: Y.Doc;
  private readonly listeners = new Set<() => void>();

  constructor(
    readonly awareness: Awareness,
    private current: CollabStatus,
  ) {
    this.doc = awareness.doc;
  }

  status(): CollabStatus {
    return this.current;
  }

  setStatus(next: CollabStatus): void {
    this.current = next;
    for (const listener of this.listeners) listener();
  }

  error() {
    return null;
  }

  transport() {
    return 'websocket' as const;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  whenSynced() {
    return Promise.resolve();
  }

  publish: CollabConnection['publish'] = () => Promise.resolve({ ok: true, version: '1' });

  close() {}
}

/** Sessions holding one connection, for the page, over the given awareness (synced unless said). */
function sessionsWith(
  awareness: Awareness,
  status: CollabStatus = 'synced',
): { sessions: CollabSessions; acquired: string[]; setStatus: (next: CollabStatus) => void } {
  const acquired: string[] = [];
  const connection = new TestConnection(awareness, status);
  return {
    acquired,
    setStatus: (next) => connection.setStatus(next),
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
      editorWith(
        <CollabProvider sessions={sessions}>
          <HeaderPresence record={PAGE} />
        </CollabProvider>,
      ),
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
      editorWith(
        <CollabProvider sessions={null}>
          <HeaderPresence record={PAGE} />
        </CollabProvider>,
        { collab: false },
      ),
    );
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows who the page said was there until the connection first syncs, then who is live', () => {
    const mine = new Awareness(new Y.Doc());
    mine.setLocalState({ user: { id: 1, name: 'admin', color: '#1d4ed8' }, selection: null });
    const { sessions, setStatus } = sessionsWith(mine, 'connecting');
    render(
      editorWith(
        <CollabProvider sessions={sessions}>
          <HeaderPresence record={PAGE} />
        </CollabProvider>,
        {
          preload: {
            '/atelier/v1/collab-presence?kind=page': [
              {
                docKey: 'page:12',
                users: [
                  { id: 1, name: 'admin', avatar: '' },
                  { id: 3, name: 'Ada Person', avatar: '' },
                ],
              },
              { docKey: 'page:13', users: [{ id: 4, name: 'Ben Person', avatar: '' }] },
            ],
          },
        },
      ),
    );
    // The first render: the page's answer for this record, the current user left out.
    expect(screen.getByRole('img', { name: 'Ada Person is editing' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'admin is editing' })).toBeNull();
    expect(screen.queryByRole('img', { name: 'Ben Person is editing' })).toBeNull();

    act(() => {
      join(mine, 4, 'Ben Person');
      setStatus('synced');
    });
    expect(screen.getByRole('img', { name: 'Ben Person is editing' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Ada Person is editing' })).toBeNull();

    // A dropped connection reconnecting shows who is live, never the page's answer again.
    act(() => setStatus('offline'));
    act(() => setStatus('connecting'));
    expect(screen.queryByRole('img', { name: 'Ada Person is editing' })).toBeNull();
  });

  it("shows nothing of the page's answer once it is one presence interval old (a late mount)", () => {
    const mine = new Awareness(new Y.Doc());
    const { sessions } = sessionsWith(mine, 'connecting');
    const ada = { id: 3, name: 'Ada Person', avatar: '' };
    const restore = pageLoadedAgo(PRESENCE_POLL_MS);
    render(
      editorWith(
        <CollabProvider sessions={sessions}>
          <HeaderPresence record={PAGE} />
        </CollabProvider>,
        {
          preload: {
            '/atelier/v1/collab-presence?kind=page': [{ docKey: 'page:12', users: [ada] }],
          },
        },
      ),
    );
    restore();
    expect(screen.queryByRole('img', { name: 'Ada Person is editing' })).toBeNull();
  });
});
