import { tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { optionalText, text } from '../attribute-values';

/** `core/pullquote`: a figure with a highlighted quote and optional citation. */
export const pullquote: BlockType = {
  name: 'core/pullquote',
  title: 'Pullquote',
  category: 'text',
  icon: 'format-quote',
  description: 'Give special visual emphasis to a quote from your text.',
  example: {
    attributes: {
      value: 'Good design is mostly a matter of knowing what to leave out.',
      citation: 'Studio notes',
    },
  },
  attributes: {
    value: { type: 'string', source: 'html', selector: 'p', default: '', role: 'content' },
    citation: { type: 'string', source: 'html', selector: 'cite', default: '', role: 'content' },
    textAlign: { type: 'string' },
  },
  supports: {
    anchor: true,
    align: ['left', 'right', 'wide', 'full'],
    color: { gradients: true, link: true },
    spacing: { margin: true, padding: true },
    typography: { fontSize: true, lineHeight: true, fontFamily: true },
    border: { color: true, radius: true, style: true, width: true },
    dimensions: { minHeight: true },
  },
  transforms: {
    to: [
      {
        blocks: ['core/quote'],
        transform: (inputs) =>
          inputs.map((input) => ({
            name: 'core/quote',
            attributes: { citation: input.attributes.citation ?? '' },
            innerBlocks: [
              { name: 'core/paragraph', attributes: { content: input.attributes.value ?? '' } },
            ],
          })),
      },
    ],
  },
  save: ({ attributes, blockType }) => {
    const align = optionalText(attributes, 'textAlign');
    const citation = optionalText(attributes, 'citation');
    const value = text(attributes, 'value');
    return tag(
      'figure',
      wrapperAttributes(blockType, attributes, {
        className: align === undefined ? undefined : `has-text-align-${align}`,
      }),
      tag(
        'blockquote',
        {},
        `${tag('p', {}, value)}${citation === undefined ? '' : tag('cite', {}, citation)}`,
      ),
    );
  },
};
