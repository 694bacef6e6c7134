import { createHash } from 'node:crypto';
import type { PostData } from '@atelier/blocks';
import type { PostRow } from '../db/schema.js';
import { escapeHtml } from '../http/html.js';
import type { PageTree } from './page-tree.js';
import { pagePath, postPath } from './permalinks.js';

/** The cookie that remembers a visitor unlocked password-protected content. */
export const POST_PASSWORD_COOKIE = 'atelier_postpass';

/** What the cookie holds for a password: a salted hash, never the password itself. */
export function postPasswordToken(password: string, salt: string): string {
  return createHash('sha256').update(`${salt}:${password}`).digest('base64url');
}

export function passwordForm(postId: number, returnTo: string): string {
  return `<form action="/wp-login.php?action=postpass" class="post-password-form" method="post"><p>This content is password protected. To view it please enter your password below:</p><p><label for="pwbox-${postId}">Password: <input name="post_password" id="pwbox-${postId}" type="password" spellcheck="false" size="20" required></label> <input type="hidden" name="redirect_to" value="${escapeHtml(returnTo)}"><input type="submit" name="Submit" value="Enter"></p></form>`;
}

export function postLink(
  origin: string,
  row: Pick<PostRow, 'id' | 'type' | 'slug'>,
  pages: PageTree,
): string {
  if (row.type === 'page') {
    const chain = pages.slugChain(row.id);
    return `${origin}${chain.length ? pagePath(chain) : `/?page_id=${row.id}`}`;
  }
  return `${origin}${postPath(row.slug)}`;
}

/**
 * A stored post as the post blocks see it. Protected content stays locked (a password form, no
 * excerpt) unless the visitor's cookie carries the right token.
 */
export function toPostData(
  row: PostRow,
  options: { origin: string; pages: PageTree; unlockedToken: string | undefined; salt: string },
): PostData {
  const locked =
    row.password !== '' && options.unlockedToken !== postPasswordToken(row.password, options.salt);
  const link = postLink(options.origin, row, options.pages);
  return {
    id: row.id,
    type: row.type,
    slug: row.slug,
    title: row.title,
    content: locked ? passwordForm(row.id, link) : row.content,
    excerpt: locked ? 'There is no excerpt because this is a protected post.' : row.excerpt,
    date: `${row.date}Z`,
    modified: `${row.modified}Z`,
    link,
    authorId: row.author,
    status: row.status,
    commentStatus: row.comment_status === 'open' ? 'open' : 'closed',
  };
}
