/** A person who has a record open, as the presence endpoint names them. */
export interface PresentUser {
  id: number;
  name: string;
  /** Avatar image URL ('' when none). */
  avatar: string;
}

/** Doc key (`<kind>:<id>`, e.g. `page:12`) → the people who have that record open. */
export type RecordPresence = ReadonlyMap<string, readonly PresentUser[]>;

export const NO_PRESENCE: RecordPresence = new Map();

/** How often a list asks who has its records open (ms): a page's answer is good for as long. */
export const PRESENCE_POLL_MS = 10_000;

/** The REST path that answers who has the records of a kind open. */
export function presencePath(kind: string): string {
  return `/atelier/v1/collab-presence?kind=${encodeURIComponent(kind)}`;
}

/** The doc key of a record (its post type and REST id). */
export function presenceKey(kind: string, id: string | number): string {
  return `${kind}:${id}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function userOf(value: unknown): PresentUser | null {
  if (!isRecord(value)) return null;
  const { id, name, avatar } = value;
  if (typeof id !== 'number' || typeof name !== 'string') return null;
  return { id, name, avatar: typeof avatar === 'string' ? avatar : '' };
}

/**
 * The endpoint's answer (`[{docKey, users: [{id, name, avatar}]}]`) as a map, leaving out one
 * person (the current user: the lists show who else is there) and entries it cannot read.
 */
export function readPresenceAnswer(
  body: unknown,
  withoutUserId: number,
): Map<string, PresentUser[]> {
  const presence = new Map<string, PresentUser[]>();
  if (!Array.isArray(body)) return presence;
  for (const entry of body) {
    if (!isRecord(entry) || typeof entry.docKey !== 'string' || !Array.isArray(entry.users)) {
      continue;
    }
    const users = entry.users
      .map(userOf)
      .filter((user): user is PresentUser => user !== null && user.id !== withoutUserId);
    if (users.length > 0) presence.set(entry.docKey, users);
  }
  return presence;
}

/** Whether two presence maps hold the same people for the same records. */
export function samePresence(a: RecordPresence, b: RecordPresence): boolean {
  if (a.size !== b.size) return false;
  for (const [key, users] of a) {
    const other = b.get(key);
    if (
      !other ||
      other.length !== users.length ||
      users.some(
        (user, index) =>
          other[index]?.id !== user.id ||
          other[index]?.name !== user.name ||
          other[index]?.avatar !== user.avatar,
      )
    ) {
      return false;
    }
  }
  return true;
}
