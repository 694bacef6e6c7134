import { tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { text } from '../attribute-values';
import { contentOf, eachTo } from '../text-transforms';

/** `core/preformatted`: text shown exactly as typed, in a `<pre>`. */
export const preformatted: BlockType = {
  name: 'core/preformatted',
  title: 'Preformatted',
  category: 'text',
  icon: 'text',
  description: 'Add text that respects your spacing and tabs, and also allows styling.',
  example: {
    attributes: { content: 'Spaces   and line breaks\nstay exactly   as they were typed.' },
  },
  attributes: {
    content: { type: 'string', source: 'html', selector: 'pre', default: '', role: 'content' },
  },
  supports: {
    anchor: true,
    color: { gradients: true },
    spacing: { margin: true, padding: true },
    typography: { fontSize: true, lineHeight: true },
    border: { color: true, radius: true, style: true, width: true },
  },
  transforms: {
    from: [
      eachTo(['core/paragraph', 'core/code'], 'core/preformatted', (input) => ({
        content: contentOf(input),
      })),
    ],
    to: [eachTo(['core/paragraph'], 'core/paragraph', (input) => ({ content: contentOf(input) }))],
  },
  save: ({ attributes, blockType }) =>
    tag('pre', wrapperAttributes(blockType, attributes), text(attributes, 'content')),
};
