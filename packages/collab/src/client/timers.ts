/**
 * The host's timers (browsers and Node both have them; this package's type library, ES2022, does
 * not declare them). Read at each call, so test doubles installed on `globalThis` are used.
 */
interface TimerHost {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const host = () => globalThis as unknown as TimerHost;

/** A timer handle, cancelled with `cancelTimer`. */
export type TimerHandle = { readonly handle: unknown };

export function startTimer(callback: () => void, ms: number): TimerHandle {
  return { handle: host().setTimeout(callback, ms) };
}

export function cancelTimer(timer: TimerHandle | null | undefined): void {
  if (timer) host().clearTimeout(timer.handle);
}
