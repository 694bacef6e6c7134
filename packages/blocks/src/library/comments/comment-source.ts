import type { RenderContext } from '../../render/render-context';
import type { CommentData, CommentLookups } from './comment-lookups';

/** WordPress's sample comment, shown where a preview has no post to read comments from. */
export const SAMPLE_COMMENT: CommentData = {
  id: 1,
  postId: 0,
  parent: 0,
  userId: 0,
  authorName: 'A WordPress Commenter',
  authorUrl: 'https://wordpress.org/',
  date: '2026-01-01T12:00:00',
  content:
    'Hi, this is a comment. To get started with moderating, editing, and deleting comments, please visit the Comments screen in the dashboard.',
  approved: true,
  link: '#comment-1',
};

/** The stand-in look-ups of a preview: one sample comment, WordPress's default settings. */
export const SAMPLE_COMMENT_LOOKUPS: CommentLookups = {
  settings: async () => ({
    threaded: true,
    threadDepth: 5,
    paged: false,
    perPage: 50,
    defaultPage: 'newest',
    order: 'asc',
    registration: false,
    requireNameEmail: true,
  }),
  postComments: async () => [SAMPLE_COMMENT],
  approvedCount: async () => 1,
  latestComments: async () => [{ ...SAMPLE_COMMENT, postTitle: 'Hello world!', postLink: '#' }],
  viewer: async () => ({ loginUrl: '#', formAction: '#', url: '#' }),
};

/** Whether the render reads real comments (the public site) or shows the sample (previews). */
export function hasCommentStore(context: RenderContext): boolean {
  return context.lookups.comments !== undefined;
}

/** The comment look-ups of a render: the real ones, or the sample in previews. */
export function commentSource(context: RenderContext): CommentLookups {
  return context.lookups.comments ?? SAMPLE_COMMENT_LOOKUPS;
}

/** The post whose comments a block shows: `postId` of the block context, 0 in a preview. */
export function contextPostId(context: RenderContext): number | undefined {
  const id = context.blockContext?.postId;
  if (typeof id === 'number' && id > 0) return id;
  return hasCommentStore(context) ? undefined : 0;
}

/** The comment a block inside Comment Template prints (`commentId` of the block context). */
export async function contextComment(context: RenderContext): Promise<CommentData | undefined> {
  const id = context.blockContext?.commentId;
  const postId = contextPostId(context);
  if (typeof id !== 'number' || postId === undefined) return undefined;
  const comments = await commentSource(context).postComments(postId);
  return comments.find((comment) => comment.id === id);
}

/** Whether the post takes comments (the sample's preview always does). */
export function commentsOpen(context: RenderContext): boolean {
  if (!hasCommentStore(context)) return true;
  return context.post?.commentStatus === 'open';
}
