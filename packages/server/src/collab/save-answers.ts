import { DOC_ROOTS } from '@atelier/collab';
import type * as Y from 'yjs';

/** The `meta` key of the answers to recent saves (server-written, shared with the document). */
export const SAVE_ANSWERS_KEY = 'saves';

/** Origin of the transaction that records an answer (stored and announced like any change). */
export const SAVE_ANSWER_ORIGIN = 'atelier-collab-save-answer';

/** How long a save's answer is kept for a repeat of it (ms). */
export const SAVE_ANSWER_MS = 5 * 60_000;

/**
 * How long a repeat waits for a save that another instance is running (ms). A save takes well
 * under a second; one marked running for longer than this is taken to have died with its
 * instance, and the repeat runs the save itself.
 */
export const SAVE_RUNNING_MS = 30_000;

/** An answer as kept in the document: its body, or that it runs, and since when (ms since the epoch). */
type KeptAnswer = { body: unknown; at: number } | { running: true; at: number };

function isKept(value: unknown): value is KeptAnswer {
  return (
    typeof value === 'object' &&
    value !== null &&
    ('body' in value || 'running' in value) &&
    'at' in value &&
    typeof value.at === 'number'
  );
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
 * answer instead of a second write and a second revision. A save running on this instance, or
 * answered here, is found in memory. In the document's `meta` (one plain value, replaced whole, so it travels to
 * other instances with the document's updates) a save is marked running as it starts and its
 * answer is kept once given, for `SAVE_ANSWER_MS`: a repeat that reaches another instance while
 * the save runs waits there for the answer. Keys are the person and their save id, so one person
 * cannot fetch another's answer.
 */
export class SaveAnswers {
  private readonly running = new Map<string, Promise<unknown>>();
  /**
   * The answers given here, for `SAVE_ANSWER_MS`: the document they were kept in may be gone
   * (its last client dropped while the save ran, and it was closed before the answer), and a
   * document opened again then holds only the save's running mark.
   */
  private readonly answered = new Map<string, { body: unknown; at: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /**
   * The answer to this person's save with this id, if it ran or runs: `undefined` when there is
   * none, else a promise of the answer — or of `undefined` when the save another instance was
   * running gave no answer in time (the caller then runs it).
   */
  find(doc: Y.Doc, userId: number, saveId: string): Promise<unknown> | undefined {
    const key = `${userId} ${saveId}`;
    const running = this.running.get(key);
    if (running) return running;
    const given = this.answered.get(key);
    if (given && this.now() - given.at < SAVE_ANSWER_MS) return Promise.resolve(given.body);
    const kept = keptAnswers(doc)[key];
    if (!isKept(kept)) return undefined;
    if ('body' in kept) {
      return this.now() - kept.at < SAVE_ANSWER_MS ? Promise.resolve(kept.body) : undefined;
    }
    const left = kept.at + SAVE_RUNNING_MS - this.now();
    return left > 0 ? this.answerFromElsewhere(doc, key, left) : undefined;
  }

  /** Remembers a save while it runs, and its answer in the document once it is given. */
  remember(doc: Y.Doc, userId: number, saveId: string, answer: Promise<unknown>): void {
    const key = `${userId} ${saveId}`;
    this.running.set(key, answer);
    this.keep(doc, key, { running: true, at: this.now() });
    answer
      .then((body) => {
        this.forgetOldAnswers();
        this.answered.set(key, { body, at: this.now() });
        if (!doc.isDestroyed) this.keep(doc, key, { body, at: this.now() });
      })
      .finally(() => {
        if (this.running.get(key) === answer) this.running.delete(key);
      })
      .catch(() => undefined);
  }

  private forgetOldAnswers(): void {
    const now = this.now();
    for (const [key, given] of this.answered) {
      if (now - given.at >= SAVE_ANSWER_MS) this.answered.delete(key);
    }
  }

  /** Waits up to `wait` ms for the answer of a save another instance runs to reach the document. */
  private answerFromElsewhere(doc: Y.Doc, key: string, wait: number): Promise<unknown> {
    const meta = doc.getMap(DOC_ROOTS.meta);
    return new Promise((resolve) => {
      const check = () => {
        const kept = keptAnswers(doc)[key];
        if (!isKept(kept)) finish(undefined);
        else if ('body' in kept) finish(kept.body);
      };
      const timer = setTimeout(() => finish(undefined), wait);
      const finish = (body: unknown) => {
        clearTimeout(timer);
        meta.unobserve(check);
        resolve(body);
      };
      meta.observe(check);
    });
  }

  private keep(doc: Y.Doc, key: string, answer: KeptAnswer): void {
    const now = this.now();
    const answers: Record<string, KeptAnswer> = {};
    for (const [other, kept] of Object.entries(keptAnswers(doc))) {
      if (isKept(kept) && now - kept.at < SAVE_ANSWER_MS) answers[other] = kept;
    }
    answers[key] = answer;
    doc.transact(
      () => doc.getMap(DOC_ROOTS.meta).set(SAVE_ANSWERS_KEY, answers),
      SAVE_ANSWER_ORIGIN,
    );
  }
}
