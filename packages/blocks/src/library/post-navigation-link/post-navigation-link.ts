import { escapeHtml } from '../../html/escape';
import { classNames, tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { flag, optionalText, textAlignClass } from '../attribute-values';

const ARROWS: Record<string, { next: string; previous: string }> = {
  arrow: { next: '→', previous: '←' },
  chevron: { next: '»', previous: '«' },
};

/** `core/post-navigation-link`: a link to the next or previous post. */
export const postNavigationLink: BlockType = {
  name: 'core/post-navigation-link',
  title: 'Post Navigation Link',
  category: 'theme',
  icon: 'arrow-right-alt',
  description: 'Displays the next or previous post link that is adjacent to the current post.',
  usesContext: ['postId', 'postType'],
  attributes: {
    textAlign: { type: 'string' },
    type: { type: 'string', default: 'next' },
    label: { type: 'string' },
    showTitle: { type: 'boolean', default: false },
    linkLabel: { type: 'boolean', default: false },
    arrow: { type: 'string', default: 'none' },
    taxonomy: { type: 'string', default: '' },
  },
  supports: {
    reusable: false,
    html: false,
    color: { link: true },
    typography: { fontSize: true, lineHeight: true, fontFamily: true, fontWeight: true },
  },
  variations: [
    {
      name: 'post-next',
      title: 'Next post',
      attributes: { type: 'next' },
      isDefault: true,
      isActive: ['type'],
    },
    {
      name: 'post-previous',
      title: 'Previous post',
      attributes: { type: 'previous' },
      isActive: ['type'],
    },
  ],
  render: async ({ attributes, blockType, context }) => {
    const post = context.post;
    if (post === undefined || post === null) return '';
    const direction = attributes.type === 'previous' ? 'previous' : 'next';
    const adjacent = await context.lookups.adjacentPost(post.id, direction);
    if (adjacent === null) return '';
    const label = optionalText(attributes, 'label') ?? (direction === 'next' ? 'Next' : 'Previous');
    const showTitle = flag(attributes, 'showTitle');
    const title = escapeHtml(adjacent.title);
    let content = showTitle ? title : label;
    if (showTitle && flag(attributes, 'linkLabel')) content = `${label}${title}`;
    const arrowSet = ARROWS[String(attributes.arrow)];
    const arrow =
      arrowSet === undefined
        ? ''
        : tag(
            'span',
            {
              class: `wp-block-post-navigation-link__arrow-${direction} is-arrow-${String(attributes.arrow)}`,
              'aria-hidden': 'true',
            },
            arrowSet[direction],
          );
    const link = tag(
      'a',
      { href: adjacent.link, rel: direction === 'next' ? 'next' : 'prev' },
      content,
    );
    const inner = showTitle && !flag(attributes, 'linkLabel') ? `${label} ${link}` : link;
    return tag(
      'div',
      wrapperAttributes(blockType, attributes, {
        className: classNames(`post-navigation-link-${direction}`, textAlignClass(attributes)),
      }),
      direction === 'next' ? `${inner}${arrow}` : `${arrow}${inner}`,
    );
  },
};
