import type { CollabSelection, CollabUser } from '@atelier/collab/client';
import { presenceColor } from '@atelier/collab/client';

/** Someone else in a record document with a selection in it, as the canvas draws them. */
export interface RemotePeer {
  /** Their awareness client id (one per tab). */
  clientId: number;
  user: CollabUser;
  selection: CollabSelection;
}

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const NAME_LIMIT = 80;

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

/** A user as their awareness state names them; the colour falls back to their id's. */
function userOf(value: unknown): CollabUser | null {
  const user = record(value);
  if (user === null || !Number.isInteger(user.id) || typeof user.name !== 'string') return null;
  const id = user.id as number;
  const name = user.name.trim().slice(0, NAME_LIMIT);
  const color =
    typeof user.color === 'string' && HEX_COLOR.test(user.color) ? user.color : presenceColor(id);
  return { id, name: name === '' ? `User ${id}` : name, color };
}

function selectionOf(value: unknown, docKey: string): CollabSelection | null {
  const selection = record(value);
  if (selection === null || selection.docKey !== docKey) return null;
  const { clientId, attribute, anchor, head } = selection;
  if (typeof clientId !== 'string' || clientId === '') return null;
  if (typeof attribute !== 'string' || anchor === undefined) return { docKey, clientId };
  return { docKey, clientId, attribute, anchor, head: head ?? anchor };
}

/**
 * The people to draw in a record's canvas: every awareness state but this tab's own whose user
 * and selection are well formed and whose selection is in this document, in the order they
 * joined. States come from other browsers, so nothing in them is trusted as it stands.
 */
export function remotePeers(
  states: ReadonlyMap<number, unknown>,
  self: number,
  docKey: string,
): RemotePeer[] {
  const peers: RemotePeer[] = [];
  for (const [clientId, state] of states) {
    if (clientId === self) continue;
    const presence = record(state);
    if (presence === null) continue;
    const user = userOf(presence.user);
    const selection = selectionOf(presence.selection, docKey);
    if (user !== null && selection !== null) peers.push({ clientId, user, selection });
  }
  return peers;
}
