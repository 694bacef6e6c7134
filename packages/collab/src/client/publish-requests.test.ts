import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_ERROR, SAVE_TIMEOUT_ERROR } from './collab-errors';
import { PublishRequests } from './publish-requests';

describe('PublishRequests', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hands out each waiting save once, in order, and settles it by id', async () => {
    const requests = new PublishRequests(1000);
    const first = requests.add();
    const second = requests.add();
    const sent = requests.takeWaiting();
    expect(sent.map((save) => save.requestId)).toEqual([1, 2]);
    expect(sent[0]?.saveId).not.toBe(sent[1]?.saveId);
    expect(requests.takeWaiting()).toEqual([]);
    expect(requests.settle(2, { version: '"v2"' })).toBe(true);
    expect(requests.settle(2, { version: '"again"' })).toBe(false);
    const error = { code: 'rest_forbidden', message: 'No.', data: { status: 403 } };
    requests.settle(1, error);
    await expect(first).resolves.toEqual({ ok: false, error });
    await expect(second).resolves.toEqual({ ok: true, version: '"v2"' });
    expect(requests.size).toBe(0);
  });

  it('a save sent on a transport that dropped waits again, with its deadline and save id', async () => {
    const requests = new PublishRequests(1000);
    const result = requests.add();
    const [first] = requests.takeWaiting();
    await vi.advanceTimersByTimeAsync(5000);
    expect(requests.size).toBe(1);
    requests.requeue();
    expect(requests.takeWaiting()).toEqual([first]);
    requests.requeue();
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toEqual({ ok: false, error: OFFLINE_ERROR });
  });

  it('a save sent and never answered fails after its deadline; a late answer is ignored', async () => {
    const requests = new PublishRequests(1000, 30_000);
    const result = requests.add();
    requests.takeWaiting();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(requests.size).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ ok: false, error: SAVE_TIMEOUT_ERROR });
    expect(SAVE_TIMEOUT_ERROR.message).toMatch(/^Saving failed\. /);
    expect(requests.settle(1, { version: '"late"' })).toBe(false);
    expect(requests.size).toBe(0);
  });

  it('the deadline counts from the request, through drops and resendings', async () => {
    const requests = new PublishRequests(1000, 3000);
    const result = requests.add();
    for (let round = 0; round < 3; round += 1) {
      requests.takeWaiting();
      await vi.advanceTimersByTimeAsync(500);
      requests.requeue();
      await vi.advanceTimersByTimeAsync(500);
    }
    await expect(result).resolves.toEqual({ ok: false, error: SAVE_TIMEOUT_ERROR });
  });

  it('an answer that is neither a version nor an error body is a failure', async () => {
    const requests = new PublishRequests(1000);
    const result = requests.add();
    requests.settle(1, 'nonsense');
    await expect(result).resolves.toMatchObject({
      ok: false,
      error: { code: 'rest_collab_bad_answer' },
    });
  });

  it('failAll answers every pending save with the error', async () => {
    const requests = new PublishRequests(1000);
    const results = [requests.add(), requests.add()];
    requests.takeWaiting();
    requests.failAll(OFFLINE_ERROR);
    await expect(Promise.all(results)).resolves.toEqual([
      { ok: false, error: OFFLINE_ERROR },
      { ok: false, error: OFFLINE_ERROR },
    ]);
  });
});
