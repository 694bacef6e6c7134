import { describe, expect, it } from 'vitest';
import { RECONNECT_MAX_MS, reconnectDelay } from './reconnect-delay';

describe('reconnectDelay', () => {
  it('starts at half a second and doubles', () => {
    expect([0, 1, 2, 3, 4].map((attempt) => reconnectDelay(attempt, 0.5))).toEqual([
      500, 1000, 2000, 4000, 8000,
    ]);
  });

  it('spreads each wait by up to a fifth either way', () => {
    expect(reconnectDelay(0, 0)).toBe(400);
    expect(reconnectDelay(0, 0.999)).toBe(600);
    expect(reconnectDelay(2, 0)).toBe(1600);
  });

  it('never waits more than ten seconds', () => {
    expect(reconnectDelay(5, 0.5)).toBe(RECONNECT_MAX_MS);
    expect(reconnectDelay(40, 0.999)).toBe(RECONNECT_MAX_MS);
    expect(reconnectDelay(5, 0)).toBe(8000);
  });
});
