import { escapeHtml } from '../../html/escape';
import { tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { optionalText } from '../attribute-values';

/** `core/read-more`: a link to the current post, with its title for screen readers. */
export const readMore: BlockType = {
  name: 'core/read-more',
  title: 'Read More',
  category: 'theme',
  icon: 'redo',
  description: 'Displays the link of a post, page, or any other content-type.',
  usesContext: ['postId'],
  attributes: {
    content: { type: 'string' },
    linkTarget: { type: 'string', default: '_self' },
  },
  supports: {
    html: false,
    color: { gradients: true, text: true },
    typography: { fontSize: true, lineHeight: true, fontFamily: true, fontWeight: true },
    spacing: { margin: ['top', 'bottom'], padding: true },
    border: { color: true, radius: true, width: true, style: true },
  },
  render: ({ attributes, blockType, context }) => {
    const post = context.post;
    if (post === undefined || post === null) return '';
    const label = optionalText(attributes, 'content') ?? 'Read more';
    return tag(
      'a',
      {
        ...wrapperAttributes(blockType, attributes),
        href: post.link,
        target: optionalText(attributes, 'linkTarget'),
      },
      `${label}${tag('span', { class: 'screen-reader-text' }, `: ${escapeHtml(post.title)}`)}`,
    );
  },
};
