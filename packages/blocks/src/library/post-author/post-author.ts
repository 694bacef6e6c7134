import { escapeHtml } from '../../html/escape';
import { tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { flag, optionalText, textAlignClass } from '../attribute-values';

/** `core/post-author`: the author's name with an optional byline and biography. */
export const postAuthor: BlockType = {
  name: 'core/post-author',
  title: 'Author',
  category: 'theme',
  icon: 'admin-users',
  description: 'Display post author details such as name, avatar, and bio.',
  usesContext: ['postId', 'postType'],
  attributes: {
    textAlign: { type: 'string' },
    avatarSize: { type: 'number', default: 48 },
    showAvatar: { type: 'boolean', default: true },
    showBio: { type: 'boolean' },
    byline: { type: 'string' },
    isLink: { type: 'boolean', default: false },
    linkTarget: { type: 'string', default: '_self' },
  },
  supports: {
    html: false,
    spacing: { margin: true, padding: true },
    typography: { fontSize: true, lineHeight: true },
    color: { gradients: true, link: true },
    border: { color: true, radius: true, style: true, width: true },
  },
  render: async ({ attributes, blockType, context }) => {
    const authorId = context.post?.authorId;
    if (authorId === undefined) return '';
    const author = await context.lookups.author(authorId);
    if (author === null) return '';
    const byline = optionalText(attributes, 'byline');
    const name = flag(attributes, 'isLink')
      ? tag(
          'a',
          { href: author.link, target: optionalText(attributes, 'linkTarget') },
          escapeHtml(author.name),
        )
      : escapeHtml(author.name);
    const bio =
      flag(attributes, 'showBio') && author.description
        ? tag('p', { class: 'wp-block-post-author__bio' }, escapeHtml(author.description))
        : '';
    return tag(
      'div',
      wrapperAttributes(blockType, attributes, { className: textAlignClass(attributes) }),
      tag(
        'div',
        { class: 'wp-block-post-author__content' },
        `${byline === undefined ? '' : tag('p', { class: 'wp-block-post-author__byline' }, byline)}${tag('p', { class: 'wp-block-post-author__name' }, name)}${bio}`,
      ),
    );
  },
};
