import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.js';
import { adminPage } from '../http/admin-page.js';
import { escapeHtml } from '../http/html.js';
import { readSiteSettings } from '../settings/settings-operations.js';

/** Sends a visitor who is not logged in to the log-in form, and back here afterwards. */
export function loginRedirect(request: FastifyRequest, reply: FastifyReply) {
  return reply.redirect(`/wp-login.php?redirect_to=${encodeURIComponent(request.url)}`, 302);
}

/** An admin page that says one thing (access denied, not available) with a way back. */
export async function messagePage(
  app: AppContext,
  reply: FastifyReply,
  status: number,
  title: string,
  message: string,
) {
  const settings = await readSiteSettings(app.db);
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .send(
      adminPage({
        title,
        siteTitle: String(settings.title),
        body: `<header><a href="/wp-admin/">${escapeHtml(String(settings.title))}</a></header><main><h1>${escapeHtml(title)}</h1><div class="notice error" role="alert">${escapeHtml(message)}</div><p><a href="/wp-admin/">Go to the Dashboard</a></p></main>`,
      }),
    );
}
