import { tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { flag, numberValue, textAlignClass } from '../attribute-values';
import { timeToRead, wordCount } from './reading-time';

/** `core/post-time-to-read`: how long the post takes to read (or how many words it has). */
export const postTimeToRead: BlockType = {
  name: 'core/post-time-to-read',
  title: 'Time to Read',
  category: 'theme',
  icon: 'clock',
  description: 'Show minutes required to finish reading the post. Can also show a word count.',
  usesContext: ['postId', 'postType'],
  attributes: {
    textAlign: { type: 'string' },
    displayAsRange: { type: 'boolean', default: true },
    displayMode: { type: 'string', default: 'time' },
    averageReadingSpeed: { type: 'number', default: 189 },
  },
  supports: {
    html: false,
    color: { gradients: true },
    spacing: { margin: true, padding: true },
    typography: { fontSize: true, lineHeight: true, fontFamily: true, fontWeight: true },
    border: { color: true, radius: true, style: true, width: true },
  },
  render: ({ attributes, blockType, context }) => {
    const post = context.post;
    if (post === undefined || post === null) return '';
    const said = timeToRead(wordCount(post.content), {
      speed: numberValue(attributes, 'averageReadingSpeed', 189),
      range: flag(attributes, 'displayAsRange', true),
      mode: attributes.displayMode === 'words' ? 'words' : 'time',
    });
    return tag(
      'div',
      wrapperAttributes(blockType, attributes, { className: textAlignClass(attributes) }),
      said,
    );
  },
};
