import { escapeHtml } from '../../html/escape';
import { tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { textAlignClass } from '../attribute-values';

/** `core/post-author-biography`: the post author's biographical note. */
export const postAuthorBiography: BlockType = {
  name: 'core/post-author-biography',
  title: 'Author Biography',
  category: 'theme',
  icon: 'admin-users',
  description: 'The author biography.',
  usesContext: ['postId', 'postType'],
  attributes: { textAlign: { type: 'string' } },
  supports: {
    spacing: { margin: true, padding: true },
    color: { gradients: true, link: true },
    typography: { fontSize: true, lineHeight: true },
  },
  render: async ({ attributes, blockType, context }) => {
    const authorId = context.post?.authorId;
    if (authorId === undefined) return '';
    const author = await context.lookups.author(authorId);
    const description = author?.description ?? '';
    if (description.trim() === '') return '';
    return tag(
      'div',
      wrapperAttributes(blockType, attributes, { className: textAlignClass(attributes) }),
      escapeHtml(description),
    );
  },
};
