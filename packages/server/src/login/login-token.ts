import { randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Login CSRF defence: the form carries a random token that must equal a cookie of the same value
 * (a double-submit token). The cookie is HttpOnly and SameSite=Strict, so a form posted from
 * another site arrives without it, and other sites can neither read nor set it.
 */
export const LOGIN_TOKEN_COOKIE = 'atelier_login_token';
export const LOGIN_TOKEN_FIELD = 'login_token';

export const LOGIN_TOKEN_MESSAGE =
  'Cookies are blocked or not supported by your browser. You must enable cookies to use Atelier.';

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The token to put in the form: the browser's current one (other tabs stay valid), else a new one. */
export function loginToken(cookie: string | undefined): string {
  return cookie && TOKEN_SHAPE.test(cookie) ? cookie : randomBytes(32).toString('base64url');
}

/** Whether the posted token matches the cookie. */
export function isLoginTokenValid(cookie: string | undefined, posted: unknown): boolean {
  if (!cookie || typeof posted !== 'string' || !TOKEN_SHAPE.test(cookie)) return false;
  const a = Buffer.from(cookie);
  const b = Buffer.from(posted);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Whether the browser says the request comes from another site (`Sec-Fetch-Site`), sibling
 * subdomains included: those could have planted a token cookie of their own.
 */
export function isCrossSite(secFetchSite: string | string[] | undefined): boolean {
  return secFetchSite === 'cross-site' || secFetchSite === 'same-site';
}

/**
 * Whether the browser says a form post comes from a page of this very site: an `Origin` header
 * naming the site's origin, and no `Sec-Fetch-Site` saying otherwise. Browsers set both and pages
 * cannot forge them, so this stands in for the token where the form had none to give: the
 * Login/out block's form on a public page, which may come from the page cache.
 */
export function isSameOriginPost(
  origin: string | string[] | undefined,
  secFetchSite: string | string[] | undefined,
  ownOrigin: string,
): boolean {
  if (typeof origin !== 'string' || origin !== ownOrigin) return false;
  return secFetchSite === undefined || secFetchSite === 'same-origin';
}
