import { createHash } from 'node:crypto';
import { commentParagraphs } from '@atelier/blocks';
import type { CommentRow } from '../../comments/comments-table.js';
import { avatarUrls } from '../../site/avatar.js';
import type { RestContext } from '../context-arg.js';

/** The linked post of a comment, as `_links.up` names it. */
export interface CommentPostRef {
  id: number;
  type: string;
}

/** A comment as `/wp/v2/comments` shows it; edit context adds the private author fields and raw text. */
export function presentComment(
  row: CommentRow,
  options: { origin: string; context: RestContext; post: CommentPostRef | undefined; link: string },
) {
  const { origin, context } = options;
  const avatarKey = createHash('md5').update(row.author_email.trim().toLowerCase()).digest('hex');
  const api = `${origin}/wp-json/wp/v2`;
  const rendered = commentParagraphs(row.content);
  const postBase = options.post?.type === 'page' ? 'pages' : 'posts';
  const links = {
    self: [{ href: `${api}/comments/${row.id}`, targetHints: { allow: ['GET'] } }],
    collection: [{ href: `${api}/comments` }],
    ...(row.user_id > 0
      ? { author: [{ embeddable: true, href: `${api}/users/${row.user_id}` }] }
      : {}),
    ...(options.post
      ? {
          up: [
            {
              embeddable: true,
              post_type: options.post.type,
              href: `${api}/${postBase}/${row.post_id}`,
            },
          ],
        }
      : {}),
    ...(row.parent > 0
      ? { 'in-reply-to': [{ embeddable: true, href: `${api}/comments/${row.parent}` }] }
      : {}),
  };
  const avatars = avatarUrls(origin, { slug: avatarKey });
  if (context === 'embed') {
    return {
      id: row.id,
      parent: row.parent,
      author: row.user_id,
      author_name: row.author_name,
      author_url: row.author_url,
      date: row.date,
      content: { rendered },
      link: options.link,
      type: 'comment',
      author_avatar_urls: avatars,
      _links: links,
    };
  }
  return {
    id: row.id,
    post: row.post_id,
    parent: row.parent,
    author: row.user_id,
    author_name: row.author_name,
    ...(context === 'edit' ? { author_email: row.author_email } : {}),
    author_url: row.author_url,
    ...(context === 'edit'
      ? { author_ip: row.author_ip, author_user_agent: row.author_user_agent }
      : {}),
    date: row.date,
    date_gmt: row.date_gmt,
    content: context === 'edit' ? { rendered, raw: row.content } : { rendered },
    link: options.link,
    status: row.status,
    type: 'comment',
    author_avatar_urls: avatars,
    meta: [],
    _links: links,
  };
}
