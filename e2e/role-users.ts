import { randomBytes } from 'node:crypto';
import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import { ADMIN_PASSWORD } from './atelier-server.js';
import { dismissWelcomeGuides } from './welcome-guides.js';

let created = 0;

/** The hidden fields of the log-in form (a CSRF token, redirect_to…), to send back with it. */
function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [input] of html.matchAll(/<input\b[^>]*>/gi)) {
    if (!/type="hidden"/i.test(input)) continue;
    const name = /name="([^"]*)"/i.exec(input)?.[1];
    const value = /value="([^"]*)"/i.exec(input)?.[1] ?? '';
    if (name) fields[name] = value.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
  }
  return fields;
}

/** A request context of its own (the caller's cookies are never touched), logged in through the form. */
async function loggedInContext(
  baseURL: string,
  username: string,
  password: string,
): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL });
  const form = await context.get('/wp-login.php');
  const login = await context.post('/wp-login.php', {
    form: { ...hiddenFields(await form.text()), log: username, pwd: password },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  if (login.status() !== 302) {
    await context.dispose();
    throw new Error(`Log-in of ${username} failed: ${login.status()}`);
  }
  return context;
}

/**
 * An `Authorization` header for the demo administrator: logs in through the form in a context of
 * its own and creates an application password.
 */
async function adminAuthorization(baseURL: string): Promise<string> {
  const context = await loggedInContext(baseURL, 'admin', ADMIN_PASSWORD);
  try {
    const nonce = (
      await (await context.get('/wp-admin/admin-ajax.php?action=rest-nonce')).text()
    ).trim();
    const passwordResponse = await context.post('/wp-json/wp/v2/users/me/application-passwords', {
      headers: { 'X-WP-Nonce': nonce },
      data: { name: `e2e users ${randomBytes(4).toString('hex')}` },
    });
    if (passwordResponse.status() !== 201) {
      throw new Error(`Application password failed: ${await passwordResponse.text()}`);
    }
    const { password } = (await passwordResponse.json()) as { password: string };
    return `Basic ${Buffer.from(`admin:${password}`).toString('base64')}`;
  } finally {
    await context.dispose();
  }
}

/**
 * Creates a user with the role through `POST /wp/v2/users` as the demo administrator and returns
 * their credentials (a new username on every call). The request goes out through `request` with
 * HTTP Basic auth, so it never changes who that context is logged in as. Like the demo users of
 * `loginAs`, the new user has the welcome guides off unless `welcomeGuides` is true.
 */
export async function createUserWithRole(
  request: APIRequestContext,
  baseURL: string,
  role: string,
  { welcomeGuides = false }: { welcomeGuides?: boolean } = {},
): Promise<{ username: string; password: string }> {
  created += 1;
  const username = `${role}-${process.pid}-${created}-${randomBytes(3).toString('hex')}`;
  const password = `pw-${randomBytes(12).toString('hex')}`;
  const response = await request.post(new URL('/wp-json/wp/v2/users', baseURL).toString(), {
    headers: { Authorization: await adminAuthorization(baseURL) },
    data: {
      username,
      email: `${username}@example.test`,
      password,
      name: `${role[0]?.toUpperCase() ?? ''}${role.slice(1)} ${created}`,
      roles: [role],
    },
  });
  if (response.status() !== 201) {
    throw new Error(`Creating a ${role} failed (${response.status()}): ${await response.text()}`);
  }
  if (!welcomeGuides) {
    const context = await loggedInContext(baseURL, username, password);
    try {
      await dismissWelcomeGuides(context);
    } finally {
      await context.dispose();
    }
  }
  return { username, password };
}
