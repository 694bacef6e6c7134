import { escapeAttribute } from '../../html/escape';
import { tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { textAlignClass } from '../attribute-values';
import { commentPart } from '../comments/comment-part';
import { commentSource, commentsOpen, contextPostId } from '../comments/comment-source';

/** WordPress's words for the link: "No comments", "One comment", "N comments" (+ the post title for screen readers). */
export function commentsLinkText(count: number, postTitle: string): string {
  const hidden = `<span class="screen-reader-text"> on ${postTitle}</span>`;
  if (count === 0) return `No comments${hidden}`;
  if (count === 1) return `One comment${hidden}`;
  return `${count} comments${hidden}`;
}

/** `core/post-comments-link`: a link to the post's comments, while they are open. */
export const postCommentsLink: BlockType = commentPart({
  name: 'core/post-comments-link',
  title: 'Comments Link',
  icon: 'admin-comments',
  description: 'Displays the link to the current post comments.',
  usesContext: ['postType', 'postId'],
  attributes: { textAlign: { type: 'string' } },
  render: async ({ attributes, blockType, context }) => {
    const postId = contextPostId(context);
    if (postId === undefined || !commentsOpen(context)) return '';
    const count = await commentSource(context).approvedCount(postId);
    const link = `${context.post?.link ?? ''}#${count === 0 ? 'respond' : 'comments'}`;
    return tag(
      'div',
      wrapperAttributes(blockType, attributes, { className: textAlignClass(attributes) }),
      `<a href="${escapeAttribute(link)}">${commentsLinkText(count, context.post?.title ?? '')}</a>`,
    );
  },
});
