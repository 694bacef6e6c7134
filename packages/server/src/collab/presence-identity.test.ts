import { describe, expect, it } from 'vitest';
import { Awareness, applyAwarenessUpdate, encodeAwarenessUpdate } from 'y-protocols/awareness';
import * as Y from 'yjs';
import { stampAwarenessUpdate, stampPresenceState } from './presence-identity.js';

const ALICE = { id: 3, name: 'Alice Admin' };

function updateOf(state: Record<string, unknown> | null): Uint8Array {
  const awareness = new Awareness(new Y.Doc());
  awareness.setLocalState(state);
  return encodeAwarenessUpdate(awareness, [awareness.clientID]);
}

function statesAfter(update: Uint8Array): unknown[] {
  const server = new Awareness(new Y.Doc());
  server.setLocalState(null);
  applyAwarenessUpdate(server, update, 'client');
  return [...server.getStates().values()];
}

describe('presence identity', () => {
  it('replaces the id and name a client claims with the authenticated person, keeping the rest', () => {
    const claimed = updateOf({
      user: { id: 1, name: 'The Boss', color: '#1d4ed8', avatar: 'https://example.test/a.png' },
      selection: { docKey: 'page:2', clientId: 'a.1' },
    });
    expect(statesAfter(stampAwarenessUpdate(claimed, ALICE))).toEqual([
      {
        user: {
          id: 3,
          name: 'Alice Admin',
          color: '#1d4ed8',
          avatar: 'https://example.test/a.png',
        },
        selection: { docKey: 'page:2', clientId: 'a.1' },
      },
    ]);
  });

  it('gives a state without a user the person it comes from', () => {
    expect(stampPresenceState({ selection: null }, ALICE)).toEqual({
      selection: null,
      user: { id: 3, name: 'Alice Admin' },
    });
    expect(stampPresenceState({ user: 'someone else' }, ALICE)).toEqual({
      user: { id: 3, name: 'Alice Admin' },
    });
  });

  it('keeps a removed state removed', () => {
    expect(stampPresenceState(null, ALICE)).toBeNull();
    const awareness = new Awareness(new Y.Doc());
    awareness.setLocalState({ user: { id: 9, name: 'Gone' } });
    const server = new Awareness(new Y.Doc());
    applyAwarenessUpdate(
      server,
      stampAwarenessUpdate(encodeAwarenessUpdate(awareness, [awareness.clientID]), ALICE),
      'c',
    );
    expect(server.getStates().has(awareness.clientID)).toBe(true);
    awareness.setLocalState(null);
    applyAwarenessUpdate(
      server,
      stampAwarenessUpdate(encodeAwarenessUpdate(awareness, [awareness.clientID]), ALICE),
      'c',
    );
    expect(server.getStates().has(awareness.clientID)).toBe(false);
  });
});
