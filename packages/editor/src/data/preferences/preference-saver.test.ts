import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPreferenceSaver } from './preference-saver';
import type { PersistedPreferencesMeta } from './preference-values';

const NOW = new Date('2026-11-21T06:00:00.000Z');

describe('createPreferenceSaver', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends one request with the newest values once changes pause', async () => {
    const sent: PersistedPreferencesMeta[] = [];
    const saver = createPreferenceSaver({
      delayMs: 1000,
      persist: async (meta) => {
        sent.push(meta);
      },
      onError: () => undefined,
      now: () => NOW,
    });
    saver.schedule({ core: { focusMode: true } });
    vi.advanceTimersByTime(600);
    saver.schedule({ core: { focusMode: false } });
    vi.advanceTimersByTime(600);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(400);
    await saver.idle();
    expect(sent).toEqual([{ core: { focusMode: false }, _modified: NOW.toISOString() }]);
  });

  it('sends a flush made while the page goes away with keepalive, without waiting', async () => {
    const sent: { meta: PersistedPreferencesMeta; keepalive: boolean }[] = [];
    let release: () => void = () => undefined;
    const saver = createPreferenceSaver({
      delayMs: 1000,
      persist: (meta, { keepalive }) => {
        sent.push({ meta, keepalive });
        return keepalive ? Promise.resolve() : new Promise<void>((done) => (release = done));
      },
      onError: () => undefined,
      now: () => NOW,
    });
    saver.schedule({ core: { focusMode: true } });
    saver.flush();
    await Promise.resolve();
    saver.schedule({ core: { focusMode: false } });
    saver.flush({ keepalive: true });
    // The first save is still in flight; the page-hide save did not queue behind it.
    expect(sent).toEqual([
      { meta: { core: { focusMode: true }, _modified: NOW.toISOString() }, keepalive: false },
      { meta: { core: { focusMode: false }, _modified: NOW.toISOString() }, keepalive: true },
    ]);
    release();
    await saver.idle();
  });

  it('flushes at once when the page goes away, and reports failures', async () => {
    const onError = vi.fn();
    const saver = createPreferenceSaver({
      delayMs: 1000,
      persist: () => Promise.reject(new Error('offline')),
      onError,
      now: () => NOW,
    });
    saver.schedule({ core: { distractionFree: true } });
    saver.flush();
    await saver.idle();
    expect(onError).toHaveBeenCalledWith(new Error('offline'));
    saver.flush();
    await saver.idle();
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
