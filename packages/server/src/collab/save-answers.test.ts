import { afterEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { SAVE_ANSWER_MS, SAVE_ANSWERS_KEY, SAVE_RUNNING_MS, SaveAnswers } from './save-answers.js';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('SaveAnswers', () => {
  it('finds a running save, then its answer in the document, for five minutes', async () => {
    let now = 1_000;
    const answers = new SaveAnswers(() => now);
    const doc = new Y.Doc();
    let finish: (body: unknown) => void = () => undefined;
    const running = new Promise<unknown>((resolve) => {
      finish = resolve;
    });
    answers.remember(doc, 1, 'save-a', running);
    expect(answers.find(doc, 1, 'save-a')).toBe(running);
    expect(answers.find(doc, 2, 'save-a')).toBeUndefined();
    finish({ version: '"v2"' });
    await settle();
    await expect(answers.find(doc, 1, 'save-a')).resolves.toEqual({ version: '"v2"' });
    now += SAVE_ANSWER_MS;
    expect(answers.find(doc, 1, 'save-a')).toBeUndefined();
  });

  it('keeps answers in meta, where another instance finds them; old ones are dropped', async () => {
    let now = 1_000;
    const here = new SaveAnswers(() => now);
    const doc = new Y.Doc();
    here.remember(doc, 1, 'old', Promise.resolve({ version: '"v1"' }));
    await settle();
    now += SAVE_ANSWER_MS;
    here.remember(doc, 1, 'new', Promise.resolve({ version: '"v2"' }));
    await settle();
    expect(Object.keys(doc.getMap('meta').get(SAVE_ANSWERS_KEY) as object)).toEqual(['1 new']);
    const elsewhere = new Y.Doc();
    Y.applyUpdate(elsewhere, Y.encodeStateAsUpdate(doc));
    await expect(new SaveAnswers(() => now).find(elsewhere, 1, 'new')).resolves.toEqual({
      version: '"v2"',
    });
  });

  it('answers a repeat here at once when the document closed before the answer was kept', async () => {
    const now = 1_000;
    const answers = new SaveAnswers(() => now);
    const doc = new Y.Doc();
    let finish: (body: unknown) => void = () => undefined;
    answers.remember(
      doc,
      1,
      'save-c',
      new Promise<unknown>((resolve) => {
        finish = resolve;
      }),
    );
    // Its only client dropped while the save ran: the document was stored (running mark) and closed.
    const stored = Y.encodeStateAsUpdate(doc);
    doc.destroy();
    finish({ version: '"v4"' });
    await settle();
    const reopened = new Y.Doc();
    Y.applyUpdate(reopened, stored);
    let answered: unknown = 'not yet';
    answers.find(reopened, 1, 'save-c')?.then((body) => {
      answered = body;
    });
    await settle();
    expect(answered).toEqual({ version: '"v4"' });
  });

  describe('a repeat that reaches another instance while the save runs', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    /** Instance A's document running a save, and instance B's replica of it. */
    function savingElsewhere(now: () => number) {
      const doc = new Y.Doc();
      let finish: (body: unknown) => void = () => undefined;
      const running = new Promise<unknown>((resolve) => {
        finish = resolve;
      });
      new SaveAnswers(now).remember(doc, 1, 'save-r', running);
      const elsewhere = new Y.Doc();
      Y.applyUpdate(elsewhere, Y.encodeStateAsUpdate(doc));
      const deliver = () =>
        Y.applyUpdate(elsewhere, Y.encodeStateAsUpdate(doc, Y.encodeStateVector(elsewhere)));
      return { doc, elsewhere, finish, deliver };
    }

    it('is marked running in meta as it starts, and the repeat gets its answer when it comes', async () => {
      const now = 1_000;
      const { doc, elsewhere, finish, deliver } = savingElsewhere(() => now);
      expect(
        (doc.getMap('meta').get(SAVE_ANSWERS_KEY) as Record<string, unknown>)['1 save-r'],
      ).toEqual({ running: true, at: 1_000 });
      const repeat = new SaveAnswers(() => now).find(elsewhere, 1, 'save-r');
      expect(repeat).toBeDefined();
      let answered: unknown = 'not yet';
      repeat?.then((body) => {
        answered = body;
      });
      await settle();
      expect(answered).toBe('not yet');
      finish({ version: '"v3"' });
      await settle();
      deliver();
      await settle();
      expect(answered).toEqual({ version: '"v3"' });
      expect(new SaveAnswers(() => now).find(elsewhere, 2, 'save-r')).toBeUndefined();
    });

    it('runs the save itself when no answer comes within the wait', async () => {
      vi.useFakeTimers();
      let now = 1_000;
      const { elsewhere } = savingElsewhere(() => now);
      now += SAVE_RUNNING_MS - 50;
      const repeat = new SaveAnswers(() => now).find(elsewhere, 1, 'save-r');
      let answered: unknown = 'not yet';
      repeat?.then((body) => {
        answered = body;
      });
      await vi.advanceTimersByTimeAsync(49);
      expect(answered).toBe('not yet');
      await vi.advanceTimersByTimeAsync(1);
      expect(answered).toBeUndefined();
      now += 50;
      expect(new SaveAnswers(() => now).find(elsewhere, 1, 'save-r')).toBeUndefined();
    });
  });
});
