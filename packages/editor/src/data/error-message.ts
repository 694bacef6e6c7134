/** The HTTP status an error came with (ApiError), or null for any other error. */
export function errorStatus(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('status' in error)) return null;
  return typeof error.status === 'number' ? error.status : null;
}

/**
 * The error rule of spec 1 §8: show the server's message when it sent one with a code other than
 * `unknown_error`; otherwise show the caller's fallback text.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (typeof error !== 'object' || error === null) return fallback;
  const code = 'code' in error ? error.code : undefined;
  const message = 'message' in error ? error.message : undefined;
  if (typeof code !== 'string' || code === '' || code === 'unknown_error') return fallback;
  return typeof message === 'string' && message.trim() !== '' ? message : fallback;
}
