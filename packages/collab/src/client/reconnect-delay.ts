/** The first reconnection waits about this long (ms); each failure doubles it. */
export const RECONNECT_FIRST_MS = 500;
/** No reconnection waits longer than this (ms). */
export const RECONNECT_MAX_MS = 10_000;

/**
 * How long to wait before reconnection attempt `attempt` (0 for the first after a drop): 0.5 s
 * doubling up to 10 s, spread by ±20 % (`random` in [0, 1)) so that the clients of a restarted
 * server do not all come back in the same instant. Never more than the maximum.
 */
export function reconnectDelay(attempt: number, random: number): number {
  const base = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** Math.max(0, attempt));
  return Math.round(Math.min(RECONNECT_MAX_MS, base * (0.8 + 0.4 * random)));
}
