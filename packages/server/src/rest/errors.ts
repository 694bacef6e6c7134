/** An error the REST API reports as `{code, message, data: {status, …}}`. */
export class RestError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly data: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'RestError';
  }

  toBody(): RestErrorBody {
    return { code: this.code, message: this.message, data: { status: this.status, ...this.data } };
  }
}

export interface RestErrorBody {
  code: string;
  message: string;
  data: { status: number; [key: string]: unknown };
}

export const notLoggedIn = () =>
  new RestError('rest_not_logged_in', 'You are not currently logged in.', 401);
export const forbidden = (message = 'Sorry, you are not allowed to do that.') =>
  new RestError('rest_forbidden', message, 403);
export const noRoute = () =>
  new RestError('rest_no_route', 'No route was found matching the URL and request method.', 404);
export const invalidJson = (detail?: string) =>
  new RestError(
    'rest_invalid_json',
    'Invalid JSON body passed.',
    400,
    detail ? { json_error_message: detail } : {},
  );
export const invalidNonce = () =>
  new RestError('rest_cookie_invalid_nonce', 'Cookie check failed', 403);
