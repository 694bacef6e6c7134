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
 * The header each preloaded presence answer carries: when the page brought it (ms since the
 * epoch, this tab's clock), so an answer used late — a list mounted long after the page loaded,
 * a tab restored from the back-forward cache — is known to be stale.
 */
export const ANSWERED_AT_HEADER = 'x-atelier-answered-at';

type NavigationTiming = { responseStart: number };

/**
 * When the page's response began to arrive (ms since the epoch): the server reads presence just
 * before it answers. `now` when the browser gives no navigation timing.
 */
export function pageAnsweredAt(
  perf: Pick<Performance, 'timeOrigin' | 'getEntriesByType'> | undefined,
  now: number,
): number {
  const [navigation] = (perf?.getEntriesByType?.('navigation') ?? []) as unknown as (
    | NavigationTiming
    | undefined
  )[];
  if (perf === undefined || navigation === undefined || !(navigation.responseStart > 0)) return now;
  return perf.timeOrigin + navigation.responseStart;
}

/**
 * The presence answers in a page, by REST path, to join the bootstrap's preloaded answers, each
 * with the time the page brought it (`ANSWERED_AT_HEADER`); none when the page has no such
 * element or its text is not an object of presence paths.
 */
export function readPreloadedPresence(
  doc: Pick<Document, 'getElementById'>,
  answeredAt: number = pageAnsweredAt(globalThis.performance, Date.now()),
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
    if (path.startsWith(presencePath('')) && Array.isArray(body)) {
      answers[path] = { body, headers: { [ANSWERED_AT_HEADER]: String(answeredAt) } };
    }
  }
  return answers;
}

/** The preloaded answers as the REST client hands them out: each once. */
export interface PreloadSource {
  takePreloaded(path: string): {
    found: boolean;
    body: unknown;
    headers?: Readonly<Record<string, string>>;
  };
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

/** When a preloaded answer was brought (its `ANSWERED_AT_HEADER`), else `now`. */
function answeredAtOf(answer: ReturnType<PreloadSource['takePreloaded']>, now: number): number {
  const header = answer.headers?.[ANSWERED_AT_HEADER];
  const at = header === undefined ? Number.NaN : Number(header);
  return Number.isFinite(at) ? at : now;
}

/**
 * Takes the page's presence answers for every kind of `kinds` (each answer is used once: a list
 * opened later asks the server). Null unless every kind has one and none is `maxAgeMs` old or
 * older (one presence interval: a list mounted late, a tab restored from the back-forward cache),
 * so such a list asks at once instead of showing who was there then.
 */
export function takeFirstPresence(
  source: PreloadSource,
  kinds: readonly string[],
  withoutUserId: number,
  now: number,
  maxAgeMs: number,
): FirstPresence | null {
  if (kinds.length === 0) return null;
  const taken = kinds.map((kind) => source.takePreloaded(presencePath(kind)));
  if (taken.some((answer) => !answer.found)) return null;
  const answeredAt = Math.min(...taken.map((answer) => answeredAtOf(answer, now)));
  if (now - answeredAt >= maxAgeMs) return null;
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
