/**
 * An error an operation reports: a machine-readable `code`, a message for people, the status it
 * stands for and any extra data. It knows no transport; `http/error-body.ts` turns it into the
 * standard `{code, message, data: {status, …}}` body.
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly data: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notLoggedIn = () =>
  new AppError('rest_not_logged_in', 'You are not currently logged in.', 401);
export const forbidden = (message = 'Sorry, you are not allowed to do that.') =>
  new AppError('rest_forbidden', message, 403);
export const noRoute = () =>
  new AppError('rest_no_route', 'No route was found matching the URL and request method.', 404);
export const invalidJson = (detail?: string) =>
  new AppError(
    'rest_invalid_json',
    'Invalid JSON body passed.',
    400,
    detail ? { json_error_message: detail } : {},
  );
export const invalidNonce = () =>
  new AppError('rest_cookie_invalid_nonce', 'Cookie check failed', 403);
