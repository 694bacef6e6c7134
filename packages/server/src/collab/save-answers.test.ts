import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { SAVE_ANSWER_MS, SAVE_ANSWERS_KEY, SaveAnswers } from './save-answers.js';

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
});
