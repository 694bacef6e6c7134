import type { CommentData, CommentLookups } from './comment-lookups';
import { SAMPLE_COMMENT_LOOKUPS } from './comment-source';

/** A `/wp/v2/comments` record as the editor reads it (view context). */
export interface RestCommentRecord {
  id?: unknown;
  post?: unknown;
  parent?: unknown;
  author?: unknown;
  author_name?: unknown;
  author_url?: unknown;
  date_gmt?: unknown;
  content?: unknown;
  status?: unknown;
  link?: unknown;
}

const num = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : 0);
const str = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * A REST comment as the comment blocks print it. The REST answer carries the rendered text (with
 * paragraphs); the blocks add paragraphs themselves, so the paragraphs are taken off again.
 */
export function commentFromRecord(record: RestCommentRecord): CommentData | null {
  const id = num(record.id);
  if (id <= 0) return null;
  const content = record.content as { rendered?: unknown; raw?: unknown } | undefined;
  const text =
    typeof content?.raw === 'string'
      ? content.raw
      : str(content?.rendered)
          .replace(/<\/p>\s*<p>/g, '\n\n')
          .replace(/^<p>|<\/p>$/g, '')
          .replace(/<br \/>\n/g, '\n');
  return {
    id,
    postId: num(record.post),
    parent: num(record.parent),
    userId: num(record.author),
    authorName: str(record.author_name),
    authorUrl: str(record.author_url),
    date: str(record.date_gmt),
    content: text,
    approved: record.status === undefined || record.status === 'approved',
    link: str(record.link),
  };
}

/**
 * Comment look-ups over a list of comments, for the canvas: the post's approved comments as the
 * REST API gave them, counted and threaded as on the site, with WordPress's default settings.
 */
export function listCommentLookups(comments: readonly CommentData[]): CommentLookups {
  const approved = comments.filter((comment) => comment.approved);
  return {
    ...SAMPLE_COMMENT_LOOKUPS,
    postComments: async (postId) => approved.filter((comment) => comment.postId === postId),
    approvedCount: async (postId) => approved.filter((comment) => comment.postId === postId).length,
    latestComments: async (count) =>
      [...approved]
        .sort((a, b) => b.date.localeCompare(a.date))
        .slice(0, count)
        .map((comment) => ({ ...comment, postTitle: '', postLink: comment.link })),
  };
}
