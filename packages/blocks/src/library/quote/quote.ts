import { tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { INNER_BLOCKS } from '../../registry/inner-blocks';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { optionalText } from '../attribute-values';

/** `core/quote`: a `<blockquote>` of inner blocks with an optional `<cite>`. */
export const quote: BlockType = {
  name: 'core/quote',
  title: 'Quote',
  category: 'text',
  icon: 'format-quote',
  description: 'Give quoted text visual emphasis.',
  keywords: ['blockquote', 'cite'],
  example: {
    attributes: { citation: 'A note from the studio' },
    innerBlocks: [
      {
        name: 'core/paragraph',
        attributes: { content: 'Simple things, done with care, are the ones people remember.' },
      },
    ],
  },
  attributes: {
    value: { type: 'string', source: 'html', selector: 'blockquote > p', default: '' },
    citation: { type: 'string', source: 'html', selector: 'cite', default: '', role: 'content' },
    textAlign: { type: 'string' },
  },
  supports: {
    anchor: true,
    align: ['left', 'right', 'wide', 'full'],
    html: false,
    color: { gradients: true, link: true, heading: true },
    spacing: { margin: true, padding: true, blockGap: true },
    typography: { fontSize: true, lineHeight: true, fontFamily: true, fontWeight: true },
    border: { color: true, radius: true, style: true, width: true },
    dimensions: { minHeight: true },
    layout: { allowEditing: false },
  },
  styles: [
    { name: 'default', label: 'Default', isDefault: true },
    { name: 'plain', label: 'Plain' },
  ],
  transforms: {
    to: [
      {
        blocks: ['core/paragraph'],
        transform: (inputs) =>
          inputs.flatMap((input) => [
            ...input.innerBlocks,
            ...(typeof input.attributes.citation === 'string' && input.attributes.citation !== ''
              ? [{ name: 'core/paragraph', attributes: { content: input.attributes.citation } }]
              : []),
          ]),
      },
      {
        blocks: ['core/pullquote'],
        transform: (inputs) =>
          inputs.map((input) => ({
            name: 'core/pullquote',
            attributes: {
              value: input.innerBlocks.map((inner) => inner.innerHTML.trim()).join(''),
              citation: input.attributes.citation ?? '',
            },
          })),
      },
    ],
  },
  save: ({ attributes, blockType }) => {
    const align = optionalText(attributes, 'textAlign');
    const citation = optionalText(attributes, 'citation');
    return tag(
      'blockquote',
      wrapperAttributes(blockType, attributes, {
        className: align === undefined ? undefined : `has-text-align-${align}`,
      }),
      `${INNER_BLOCKS}${citation === undefined ? '' : tag('cite', {}, citation)}`,
    );
  },
};
