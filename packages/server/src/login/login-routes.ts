import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.js';
import {
  clearLoginFailures,
  LOCKED_OUT_MESSAGE,
  reserveLoginAttempt,
  throttleKey,
} from '../auth/login-throttle.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import {
  createSession,
  destroySession,
  REMEMBERED_SESSION_TTL_MS,
  SESSION_COOKIE,
} from '../auth/sessions.js';
import { siteOrigin } from '../http/site-url.js';
import { readSiteSettings } from '../settings/settings-operations.js';
import { POST_PASSWORD_COOKIE, postPasswordToken } from '../site/post-data.js';
import { siteSecret } from '../site/site-secret.js';
import { findUserByLogin } from '../users/user-store.js';
import { renderLoginPage } from './login-page.js';
import {
  isCrossSite,
  isLoginTokenValid,
  isSameOriginPost,
  LOGIN_TOKEN_COOKIE,
  LOGIN_TOKEN_FIELD,
  LOGIN_TOKEN_MESSAGE,
  loginToken,
} from './login-token.js';
import { safeRedirect } from './redirects.js';

export const INCORRECT_LOGIN_MESSAGE = 'Incorrect username or password.';

/** A log-in form is a few hundred bytes; anything near this is not a person logging in. */
const LOGIN_BODY_LIMIT = 64 * 1024;
/** Longest username echoed back into the form after a failure (e-mail addresses fit). */
const MAX_ECHOED_LOGIN = 320;

let dummy: Promise<string> | undefined;
/** A hash to check against when the username is unknown, made once on first use. */
function dummyHash(): Promise<string> {
  dummy ??= hashPassword('no such user');
  return dummy;
}

interface LoginBody {
  log?: unknown;
  pwd?: unknown;
  rememberme?: unknown;
  redirect_to?: unknown;
  [LOGIN_TOKEN_FIELD]?: unknown;
}

/** A query or form value given once (a repeated parameter arrives as an array and is ignored). */
function single(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

async function siteTitle(app: AppContext): Promise<string> {
  return String((await readSiteSettings(app.db)).title);
}

function cookieOptions(request: FastifyRequest, maxAgeSeconds?: number) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
    ...(maxAgeSeconds ? { maxAge: maxAgeSeconds } : {}),
  };
}

/**
 * Answers the form, with the login token in a cookie and in the form. `redirect_to` is kept only
 * as the on-site path it would lead to.
 */
async function showForm(
  app: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  state: {
    status?: number;
    username?: string;
    redirectTo?: string;
    error?: string;
    message?: string;
  },
) {
  const { status = 200, username = '', redirectTo = '', ...form } = state;
  const token = loginToken(request.cookies[LOGIN_TOKEN_COOKIE]);
  reply.setCookie(LOGIN_TOKEN_COOKIE, token, {
    ...cookieOptions(request),
    path: '/wp-login.php',
    sameSite: 'strict',
  });
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .send(
      renderLoginPage({
        siteTitle: await siteTitle(app),
        ...form,
        username: username.slice(0, MAX_ECHOED_LOGIN),
        redirectTo: redirectTo ? safeRedirect(redirectTo, siteOrigin(request), '') : '',
        loginToken: token,
      }),
    );
}

/** `/wp-login.php`: log in (with throttling), log out (with the session's nonce). */
export function registerLoginRoutes(fastify: FastifyInstance, app: AppContext): void {
  fastify.get('/wp-login.php', async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    if (query.action === 'logout') {
      const session = request.auth.session;
      if (session && query._wpnonce === session.rest_nonce) {
        await destroySession(app.db, session.id);
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
        return reply.redirect('/wp-login.php?loggedout=true', 302);
      }
      if (!session) return reply.redirect('/wp-login.php', 302);
      return showForm(app, request, reply, {
        message: 'Do you really want to log out? Use the "Log Out" link on the dashboard.',
      });
    }
    if (request.auth.user && query.reauth !== '1') {
      return reply.redirect(safeRedirect(query.redirect_to, siteOrigin(request)), 302);
    }
    return showForm(app, request, reply, {
      redirectTo: single(query.redirect_to),
      ...(query.loggedout === 'true' ? { message: 'You are now logged out.' } : {}),
    });
  });

  fastify.post('/wp-login.php', { bodyLimit: LOGIN_BODY_LIMIT }, async (request, reply) => {
    const body = (request.body ?? {}) as LoginBody & { post_password?: unknown };
    if ((request.query as Record<string, string | undefined>).action === 'postpass') {
      // Remember the entered password (as a salted token) for ten days, as WordPress does.
      const password = typeof body.post_password === 'string' ? body.post_password : '';
      const token = postPasswordToken(password, await siteSecret(app.db));
      reply.setCookie(POST_PASSWORD_COOKIE, token, cookieOptions(request, 10 * 24 * 3600));
      return reply.redirect(safeRedirect(body.redirect_to, siteOrigin(request), '/'), 302);
    }
    const login = single(body.log).trim();
    const password = single(body.pwd);
    const redirectTo = single(body.redirect_to);
    const form = { username: login, redirectTo };
    const fetchSite = request.headers['sec-fetch-site'];
    const provenOwn =
      isLoginTokenValid(request.cookies[LOGIN_TOKEN_COOKIE], body[LOGIN_TOKEN_FIELD]) ||
      isSameOriginPost(request.headers.origin, fetchSite, siteOrigin(request));
    if (isCrossSite(fetchSite) || !provenOwn) {
      return showForm(app, request, reply, { ...form, status: 403, error: LOGIN_TOKEN_MESSAGE });
    }
    if (!login || !password) {
      return showForm(app, request, reply, {
        ...form,
        error: !login ? 'The username field is empty.' : 'The password field is empty.',
      });
    }
    const user = await findUserByLogin(app.db, login);
    const key = throttleKey(login, user?.id, request.ip);
    // The attempt is counted before the password is checked, so parallel guesses cannot get
    // more checks than the limit.
    const attempt = await reserveLoginAttempt(app.db, key);
    if (!attempt.allowed) {
      return showForm(app, request, reply, { ...form, status: 429, error: LOCKED_OUT_MESSAGE });
    }
    // Hash even for unknown users so timing does not reveal which usernames exist.
    const valid = user
      ? await verifyPassword(password, user.password_hash)
      : await verifyPassword(password, await dummyHash());
    if (!user || !valid) {
      const locked = attempt.lastBeforeLockout;
      return showForm(app, request, reply, {
        ...form,
        status: locked ? 429 : 200,
        error: locked ? LOCKED_OUT_MESSAGE : INCORRECT_LOGIN_MESSAGE,
      });
    }
    await clearLoginFailures(app.db, key);
    const remember = body.rememberme === 'forever';
    const { token } = await createSession(app.db, user.id, {
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? '',
      remember,
    });
    reply.setCookie(
      SESSION_COOKIE,
      token,
      cookieOptions(request, remember ? REMEMBERED_SESSION_TTL_MS / 1000 : undefined),
    );
    return reply.redirect(safeRedirect(redirectTo, siteOrigin(request)), 302);
  });
}
