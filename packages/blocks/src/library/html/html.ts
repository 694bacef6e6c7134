import type { BlockType } from '../../registry/block-type';
import { text } from '../attribute-values';

/** `core/html`: raw HTML saved as is; also the fallback for unknown blocks. */
export const html: BlockType = {
  name: 'core/html',
  title: 'Custom HTML',
  category: 'widgets',
  icon: 'html',
  description: 'Add custom HTML code and preview it as you edit.',
  keywords: ['embed'],
  attributes: {
    content: { type: 'string', source: 'raw', default: '' },
  },
  supports: { customClassName: false, className: false, html: false },
  save: ({ attributes }) => text(attributes, 'content'),
};
