import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../app-context.js';
import { AppError } from '../errors/app-error.js';
import { escapeHtml } from '../http/html.js';
import { siteOrigin } from '../http/site-url.js';
import { safeRedirect } from '../login/redirects.js';
import { PageTree } from '../site/page-tree.js';
import { postLink } from '../site/post-data.js';
import { siteSecret } from '../site/site-secret.js';
import { findUserById } from '../users/user-store.js';
import { commentTarget } from './comment-post-target.js';
import { COMMENT_LIMITS } from './comment-rules.js';
import { moderationHash } from './moderation-hash.js';
import { submitComment } from './submit-comment.js';

/** What WordPress says when a form's nonce is wrong. */
export const EXPIRED_LINK_MESSAGE = 'The link you followed has expired.';

/** A comment is at most 65,525 characters; a form several times that is not a comment. */
const COMMENT_BODY_LIMIT = 512 * 1024;

/** A form value given once (a repeated field arrives as an array and counts as empty). */
function field(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  return typeof value === 'string' ? value : '';
}

function sameToken(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** WordPress's `wp_die()` page for a refused comment, with a way back to the post. */
function failurePage(reply: FastifyReply, status: number, message: string, back: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Comment Submission Failure</title>
</head>
<body id="error-page">
<div class="wp-die-message"><p>${message}</p></div>
<p><a href="${escapeHtml(back)}">&laquo; Back</a></p>
</body>
</html>`);
}

/**
 * `POST /wp-comments-post.php`: the comment form's target, as WordPress's. A logged-in user's
 * form carries their session's nonce (a form forged on another site has no way to know it); a
 * visitor's needs none, as in WordPress. A refused comment gets WordPress's message on its
 * failure page; an accepted one is sent back to the post at `#comment-N`, with the moderation
 * link (`unapproved`, `moderation-hash`) that shows a held comment to its author.
 */
export function registerCommentPostRoute(fastify: FastifyInstance, app: AppContext): void {
  fastify.post(
    '/wp-comments-post.php',
    { bodyLimit: COMMENT_BODY_LIMIT },
    async (request, reply) => {
      const body =
        request.body && typeof request.body === 'object'
          ? (request.body as Record<string, unknown>)
          : {};
      const origin = siteOrigin(request);
      const postId = Number(field(body, 'comment_post_ID'));
      const target = await commentTarget(app.db, postId);
      const pages = await PageTree.load(app.db);
      const back = target ? postLink(origin, target, pages) : `${origin}/`;

      const auth = request.auth;
      if (auth.user) {
        const session = auth.session;
        if (!session || !sameToken(session.rest_nonce, field(body, '_wpnonce'))) {
          return failurePage(reply, 403, EXPIRED_LINK_MESSAGE, back);
        }
      }
      const userRow = auth.user ? await findUserById(app.db, auth.user.id) : undefined;
      try {
        const comment = await submitComment(
          app,
          { user: auth.user, ...(userRow?.url ? { userUrl: userRow.url } : {}) },
          {
            postId,
            parent: Number(field(body, 'comment_parent')) || 0,
            author: field(body, 'author').slice(0, COMMENT_LIMITS.author + 1),
            email: field(body, 'email').slice(0, COMMENT_LIMITS.email + 1),
            url: field(body, 'url').slice(0, COMMENT_LIMITS.url + 1),
            content: field(body, 'comment'),
            ip: request.ip,
            userAgent: String(request.headers['user-agent'] ?? ''),
          },
        );
        const redirectTo = field(body, 'redirect_to');
        let location =
          redirectTo === '' ? back : `${origin}${safeRedirect(redirectTo, origin, '/')}`;
        location = location.split('#')[0] ?? location;
        if (comment.status === 'hold' && comment.author_email !== '') {
          const hash = moderationHash(await siteSecret(app.db), comment);
          location += `${location.includes('?') ? '&' : '?'}unapproved=${comment.id}&moderation-hash=${hash}`;
        }
        return reply.redirect(`${location}#comment-${comment.id}`, 302);
      } catch (error) {
        if (error instanceof AppError) return failurePage(reply, error.status, error.message, back);
        throw error;
      }
    },
  );
}
