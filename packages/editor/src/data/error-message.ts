/**
 * The error rule of spec 1 §8: show the server's message when it sent one with a code other than
 * `unknown_error`; otherwise show the caller's fallback text.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (typeof error !== 'object' || error === null) return fallback;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code !== 'string' || code === '' || code === 'unknown_error') return fallback;
  return typeof message === 'string' && message.trim() !== '' ? message : fallback;
}
