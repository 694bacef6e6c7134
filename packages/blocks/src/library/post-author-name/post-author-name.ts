import { escapeHtml } from '../../html/escape';
import { tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { flag, optionalText, textAlignClass } from '../attribute-values';

/** `core/post-author-name`: the name of the post's author, optionally linked to their archive. */
export const postAuthorName: BlockType = {
  name: 'core/post-author-name',
  title: 'Author Name',
  category: 'theme',
  icon: 'admin-users',
  description: 'The author name.',
  usesContext: ['postId', 'postType'],
  attributes: {
    textAlign: { type: 'string' },
    isLink: { type: 'boolean', default: false },
    linkTarget: { type: 'string', default: '_self' },
  },
  supports: {
    html: false,
    spacing: { margin: true, padding: true },
    color: { gradients: true, link: true },
    typography: { fontSize: true, lineHeight: true, fontFamily: true, fontWeight: true },
    border: { color: true, radius: true, style: true, width: true },
  },
  render: async ({ attributes, blockType, context }) => {
    const authorId = context.post?.authorId;
    if (authorId === undefined) return '';
    const author = await context.lookups.author(authorId);
    if (author === null) return '';
    const name = escapeHtml(author.name);
    const inner = flag(attributes, 'isLink')
      ? tag(
          'a',
          {
            href: author.link,
            target: optionalText(attributes, 'linkTarget'),
            class: 'wp-block-post-author-name__link',
          },
          name,
        )
      : name;
    return tag(
      'div',
      wrapperAttributes(blockType, attributes, { className: textAlignClass(attributes) }),
      inner,
    );
  },
};
