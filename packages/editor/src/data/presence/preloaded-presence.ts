import { type PresentUser, presencePath, readPresenceAnswer } from './record-presence';

/**
 * The id of the page's `<script type="application/json">` holding the first presence answers of
 * its list screen (REST path → the endpoint's answer), put there by the server on every request
 * while co-editing is on (the page's cached part never holds them).
 */
export const PRESENCE_ELEMENT_ID = 'atelier-presence';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * When the page began to arrive (ms since the epoch, this tab's clock; the same for the page's
 * whole life, a stay in the back-forward cache included): the server read the presence answers
 * it brings just before it answered. `now` without navigation timing.
 */
export function pageArrivedAt(
  now: number,
  perf: Pick<Performance, 'timeOrigin' | 'getEntriesByType'> | undefined = globalThis.performance,
): number {
  const [navigation] = perf?.getEntriesByType?.('navigation') ?? [];
  const start = (navigation as { responseStart?: number } | undefined)?.responseStart ?? 0;
  return perf !== undefined && start > 0 ? perf.timeOrigin + start : now;
}

/**
 * The presence answers in a page, by REST path, to join the bootstrap's preloaded answers; none
 * when the page has no such element or its text is not an object of presence paths.
 */
export function readPreloadedPresence(
  doc: Pick<Document, 'getElementById'>,
): Record<string, unknown> {
  const text = doc.getElementById(PRESENCE_ELEMENT_ID)?.textContent;
  if (!text) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return {};
  }
  if (!isRecord(value)) return {};
  const answers: Record<string, unknown> = {};
  for (const [path, body] of Object.entries(value)) {
    if (path.startsWith(presencePath('')) && Array.isArray(body)) answers[path] = body;
  }
  return answers;
}

/** The preloaded answers as the REST client hands them out: each once. */
export interface PreloadSource {
  takePreloaded(path: string): { found: boolean; body: unknown };
}

/** The first presence of some kinds, taken from the page's answers, and when it was taken. */
export interface FirstPresence {
  /** The kinds, as the hook keys them (`kinds.join(',')`). */
  kindsKey: string;
  /** Each kind's answer (doc key → people, the current user left out). */
  answers: Map<string, Map<string, PresentUser[]>>;
  /** When the page brought the answers (ms), so the first poll is due one interval later. */
  answeredAt: number;
}

/**
 * Takes the page's presence answers for every kind of `kinds` (each answer is used once: a list
 * opened later asks the server). Null unless every kind has one and the page brought them less
 * than `maxAgeMs` ago (one presence interval; a list mounted late or a tab restored from the
 * back-forward cache is past it), so such a list asks at once instead of showing who was there.
 */
export function takeFirstPresence(
  source: PreloadSource,
  kinds: readonly string[],
  withoutUserId: number,
  now: number,
  maxAgeMs: number,
  answeredAt: number = pageArrivedAt(now),
): FirstPresence | null {
  if (kinds.length === 0) return null;
  const taken = kinds.map((kind) => source.takePreloaded(presencePath(kind)));
  if (taken.some((answer) => !answer.found) || now - answeredAt >= maxAgeMs) return null;
  const answers = new Map<string, Map<string, PresentUser[]>>();
  kinds.forEach((kind, index) => {
    answers.set(kind, readPresenceAnswer(taken[index]?.body, withoutUserId));
  });
  return { kindsKey: kinds.join(','), answers, answeredAt };
}

/** The answers of several kinds as one map (doc keys never collide: each starts with its kind). */
export function mergePresence(
  answers: Iterable<ReadonlyMap<string, PresentUser[]>>,
): Map<string, PresentUser[]> {
  const merged = new Map<string, PresentUser[]>();
  for (const answer of answers) {
    for (const [key, users] of answer) merged.set(key, users);
  }
  return merged;
}
