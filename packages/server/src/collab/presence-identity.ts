import { modifyAwarenessUpdate } from 'y-protocols/awareness';

/** Who is behind a connection, as the server authenticated them. */
export interface PresenceIdentity {
  id: number;
  name: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A client's awareness state with its `user.id` and `user.name` replaced by the authenticated
 * person's, so nobody can show up in a document as someone else. The rest of `user` (colour,
 * avatar) and the other fields (selection) are kept; a removed state (null) stays removed.
 */
export function stampPresenceState(state: unknown, identity: PresenceIdentity): unknown {
  if (!isRecord(state)) return state;
  const user = isRecord(state.user) ? state.user : {};
  return { ...state, user: { ...user, id: identity.id, name: identity.name } };
}

/** An awareness update (y-protocols encoding) with every state in it stamped with the identity. */
export function stampAwarenessUpdate(update: Uint8Array, identity: PresenceIdentity): Uint8Array {
  return modifyAwarenessUpdate(update, (state: unknown) => stampPresenceState(state, identity));
}
