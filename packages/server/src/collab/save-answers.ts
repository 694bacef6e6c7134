import { DOC_ROOTS } from '@atelier/collab';
import type * as Y from 'yjs';

/** The `meta` key of the answers to recent saves (server-written, shared with the document). */
export const SAVE_ANSWERS_KEY = 'saves';

/** Origin of the transaction that records an answer (stored and announced like any change). */
export const SAVE_ANSWER_ORIGIN = 'atelier-collab-save-answer';

/** How long a save's answer is kept for a repeat of it (ms). */
export const SAVE_ANSWER_MS = 5 * 60_000;

/** An answer as kept in the document: its body and when it was given (ms since the epoch). */
interface KeptAnswer {
  body: unknown;
  at: number;
}

function isKept(value: unknown): value is KeptAnswer {
  return typeof value === 'object' && value !== null && 'body' in value && 'at' in value;
}

function keptAnswers(doc: Y.Doc): Record<string, unknown> {
  const value = doc.getMap(DOC_ROOTS.meta).get(SAVE_ANSWERS_KEY);
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/**
 * The answers to saves that carried a save id, so a save sent again after its answer was lost
 * (the connection dropped, the client reconnected, maybe to another instance) gets the first
 * answer instead of a second write and a second revision. A save still running on this instance
 * is found in memory; a finished one in the document's `meta` (one plain value, replaced whole,
 * so it travels to other instances with the document's updates), for `SAVE_ANSWER_MS`. Keys are
 * the person and their save id, so one person cannot fetch another's answer.
 */
export class SaveAnswers {
  private readonly running = new Map<string, Promise<unknown>>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The answer to this person's save with this id in the document, if it ran or runs. */
  find(doc: Y.Doc, userId: number, saveId: string): Promise<unknown> | undefined {
    const key = `${userId} ${saveId}`;
    const running = this.running.get(key);
    if (running) return running;
    const kept = keptAnswers(doc)[key];
    if (isKept(kept) && this.now() - kept.at < SAVE_ANSWER_MS) return Promise.resolve(kept.body);
    return undefined;
  }

  /** Remembers a save while it runs, and its answer in the document once it is given. */
  remember(doc: Y.Doc, userId: number, saveId: string, answer: Promise<unknown>): void {
    const key = `${userId} ${saveId}`;
    this.running.set(key, answer);
    answer
      .then((body) => {
        if (!doc.isDestroyed) this.keep(doc, key, body);
      })
      .finally(() => {
        if (this.running.get(key) === answer) this.running.delete(key);
      })
      .catch(() => undefined);
  }

  private keep(doc: Y.Doc, key: string, body: unknown): void {
    const now = this.now();
    const answers: Record<string, KeptAnswer> = {};
    for (const [other, kept] of Object.entries(keptAnswers(doc))) {
      if (isKept(kept) && now - kept.at < SAVE_ANSWER_MS) answers[other] = kept;
    }
    answers[key] = { body, at: now };
    doc.transact(
      () => doc.getMap(DOC_ROOTS.meta).set(SAVE_ANSWERS_KEY, answers),
      SAVE_ANSWER_ORIGIN,
    );
  }
}
