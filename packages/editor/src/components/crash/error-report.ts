/** Spec 1 §8 and WordPress's error boundaries: what the editor says when a screen crashed. */
export const EDITOR_CRASHED = 'The editor has encountered an unexpected error.';

/** WordPress's BlockCrashWarning: what stands in place of one block whose editing UI threw. */
export const BLOCK_CRASHED = 'This block has encountered an error and cannot be previewed.';

/** Anything thrown, as an Error (React hands boundaries whatever was thrown). */
export function asError(thrown: unknown): Error {
  return thrown instanceof Error ? thrown : new Error(String(thrown));
}

/** The text 'Copy Error' puts on the clipboard: the message and the stack. */
export function errorReport(error: Error): string {
  const stack = error.stack ?? '';
  return stack.includes(error.message) ? stack : `${error.message}\n${stack}`.trim();
}
