import { tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { textAlignClass } from '../attribute-values';
import { commentSource, commentsOpen, contextPostId } from '../comments/comment-source';
import { commentFormMarkup } from './comment-form-markup';

/**
 * `core/post-comments-form`: WordPress's comment form for the post in context, while its comments
 * are open; nothing when they are closed or the post is password protected.
 */
export const postCommentsForm: BlockType = {
  name: 'core/post-comments-form',
  title: 'Comments Form',
  category: 'theme',
  icon: 'feedback',
  description: "Display a post's comments form.",
  usesContext: ['postId', 'postType'],
  attributes: { textAlign: { type: 'string' } },
  supports: {
    html: false,
    color: { gradients: true, heading: true, link: true },
    spacing: { margin: true, padding: true },
    typography: { fontSize: true, lineHeight: true },
    border: { color: true, radius: true, style: true, width: true },
  },
  render: async ({ attributes, blockType, context }) => {
    const postId = contextPostId(context);
    if (postId === undefined || !commentsOpen(context)) return '';
    const source = commentSource(context);
    const [viewer, settings] = await Promise.all([source.viewer(), source.settings()]);
    const replyTo =
      viewer.replyTo === undefined
        ? undefined
        : (await source.postComments(postId)).find(
            (comment) => comment.id === viewer.replyTo && comment.approved,
          );
    const form = commentFormMarkup({
      postId,
      viewer,
      settings,
      blockButton: true,
      ...(replyTo ? { replyToName: replyTo.authorName } : {}),
    });
    return tag(
      'div',
      wrapperAttributes(blockType, attributes, { className: textAlignClass(attributes) }),
      form,
    );
  },
};
