import { tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { flag, optionalText, textAlignClass } from '../attribute-values';
import { formatDate } from './format-date';

/** `core/post-date`: the publication (or last-modified) date in a `<time>`. */
export const postDate: BlockType = {
  name: 'core/post-date',
  title: 'Date',
  category: 'theme',
  icon: 'calendar',
  description: 'Display the publish date for an entry such as a post or page.',
  usesContext: ['postId', 'postType', 'queryId'],
  attributes: {
    textAlign: { type: 'string' },
    format: { type: 'string' },
    isLink: { type: 'boolean', default: false },
    displayType: { type: 'string', default: 'date' },
  },
  supports: {
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
      letterSpacing: true,
    },
    border: { color: true, radius: true, style: true, width: true },
  },
  variations: [
    {
      name: 'post-date-modified',
      title: 'Modified Date',
      attributes: { displayType: 'modified' },
      scope: ['block', 'inserter'],
      isActive: ['displayType'],
    },
  ],
  render: ({ attributes, blockType, context }) => {
    const post = context.post;
    if (post === undefined || post === null) return '';
    const modified = attributes.displayType === 'modified';
    const iso = modified ? (post.modified ?? post.date) : post.date;
    if (modified && (post.modified === undefined || post.modified <= post.date)) return '';
    const format = optionalText(attributes, 'format') ?? context.site.dateFormat ?? 'F j, Y';
    const time = tag('time', { datetime: iso }, formatDate(iso, format));
    return tag(
      'div',
      wrapperAttributes(blockType, attributes, {
        className: [textAlignClass(attributes), modified ? 'wp-block-post-date__modified-date' : '']
          .filter(Boolean)
          .join(' '),
      }),
      flag(attributes, 'isLink') ? tag('a', { href: post.link }, time) : time,
    );
  },
};
