import { LOGIN_TOKEN_COOKIE, LOGIN_TOKEN_FIELD, loginToken } from '../../src/login/login-token.js';

/**
 * A POST of the log-in form as a browser sends it: the fields, plus the login token in the form
 * and in its cookie (the pair GET /wp-login.php hands out).
 */
export function loginFormRequest(
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  const token = loginToken(undefined);
  return {
    method: 'POST' as const,
    url: '/wp-login.php',
    payload: new URLSearchParams({ ...fields, [LOGIN_TOKEN_FIELD]: token }).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: `${LOGIN_TOKEN_COOKIE}=${token}`,
      ...headers,
    },
  };
}
