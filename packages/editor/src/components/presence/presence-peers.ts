import { presenceColor } from '@atelier/collab/client';

/** A person shown as present in a record (header avatars, list rows). */
export interface PresencePeer {
  id: number;
  name: string;
  /** Their colour (avatar background, ring): from their id, the same everywhere. */
  color: string;
  /** An avatar image URL, when there is one. */
  avatar?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Only http(s) and same-site addresses are shown as images (never `javascript:` or data). */
function avatarOf(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  return /^https?:\/\//i.test(value) ? value : undefined;
}

/** A person from an awareness state's `user`, or null when it does not name one. */
export function peerOfUser(user: unknown): PresencePeer | null {
  if (!isRecord(user)) return null;
  const { id, name } = user;
  if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0) return null;
  if (typeof name !== 'string' || name.trim() === '') return null;
  const avatar = avatarOf(user.avatar);
  return {
    id,
    name: name.trim(),
    color: presenceColor(id),
    ...(avatar === undefined ? {} : { avatar }),
  };
}

/**
 * The people in a record from its awareness states (client id → state, in the order the
 * clients joined): this tab left out, one entry per person however many tabs they have open
 * (placed where their first tab joined), states that name nobody skipped.
 */
export function presencePeers(
  states: ReadonlyMap<number, unknown>,
  selfClientId: number,
): PresencePeer[] {
  const peers = new Map<number, PresencePeer>();
  for (const [clientId, state] of states) {
    if (clientId === selfClientId || !isRecord(state)) continue;
    const peer = peerOfUser(state.user);
    if (peer && !peers.has(peer.id)) peers.set(peer.id, peer);
  }
  return [...peers.values()];
}

/** Whether two lists show the same people the same way (to keep a render when nothing moved). */
export function samePeers(a: readonly PresencePeer[], b: readonly PresencePeer[]): boolean {
  return (
    a.length === b.length &&
    a.every((peer, index) => {
      const other = b[index];
      return (
        other !== undefined &&
        other.id === peer.id &&
        other.name === peer.name &&
        other.avatar === peer.avatar
      );
    })
  );
}

/** Up to two initials of a name: "Ada Lovelace" → "AL", "ada" → "A". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '?';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** The avatars shown (at most `max`) and how many more people there are. */
export function visiblePeers(
  peers: readonly PresencePeer[],
  max: number,
): { shown: PresencePeer[]; more: number } {
  if (peers.length <= max) return { shown: [...peers], more: 0 };
  return { shown: peers.slice(0, max), more: peers.length - max };
}
