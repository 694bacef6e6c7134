import { escapeHtml } from '../../html/escape';
import { tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { flag, numberValue, optionalText, textAlignClass } from '../attribute-values';

/** `core/post-title`: the current post's title as a heading, optionally linked. */
export const postTitle: BlockType = {
  name: 'core/post-title',
  title: 'Title',
  category: 'theme',
  icon: 'heading',
  description: 'Displays the title of a post, page, or any other content-type.',
  usesContext: ['postId', 'postType', 'queryId'],
  attributes: {
    textAlign: { type: 'string' },
    level: { type: 'number', default: 2 },
    levelOptions: { type: 'array' },
    isLink: { type: 'boolean', default: false },
    rel: { type: 'string', default: '' },
    linkTarget: { type: 'string', default: '_self' },
  },
  supports: {
    align: ['wide', 'full'],
    html: false,
    color: { gradients: true, link: true },
    spacing: { margin: true, padding: true },
    typography: {
      fontSize: true,
      lineHeight: true,
      fontFamily: true,
      fontWeight: true,
      fontStyle: true,
      textTransform: true,
      textDecoration: true,
      letterSpacing: true,
    },
    border: { color: true, radius: true, style: true, width: true },
  },
  render: ({ attributes, blockType, context }) => {
    const post = context.post;
    if (post === undefined || post === null) return '';
    const level = numberValue(attributes, 'level', 2);
    const title = escapeHtml(post.title);
    const inner = flag(attributes, 'isLink')
      ? tag(
          'a',
          {
            href: post.link,
            target: optionalText(attributes, 'linkTarget'),
            rel: optionalText(attributes, 'rel'),
          },
          title,
        )
      : title;
    return tag(
      level === 0 ? 'p' : `h${Math.min(6, level)}`,
      wrapperAttributes(blockType, attributes, { className: textAlignClass(attributes) }),
      inner,
    );
  },
};
