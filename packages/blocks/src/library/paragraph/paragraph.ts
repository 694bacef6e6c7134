import { tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { flag, optionalText, text } from '../attribute-values';
import { alignmentOf, contentOf, eachTo } from '../text-transforms';

/**
 * `core/paragraph`: a `<p>` of rich text. Its saved markup has no default class (as in the block
 * editor); the public site adds `wp-block-paragraph` when rendering, as WordPress 7 does.
 */
export const paragraph: BlockType = {
  name: 'core/paragraph',
  title: 'Paragraph',
  category: 'text',
  icon: 'editor-paragraph',
  description: 'Start with the basic building block of all narrative.',
  keywords: ['text'],
  renderedClassName: 'wp-block-paragraph',
  example: {
    attributes: {
      content:
        'A paragraph holds a few sentences that belong together. This one shows how body text reads with the styles of your site.',
    },
  },
  attributes: {
    align: { type: 'string' },
    content: { type: 'string', source: 'html', selector: 'p', default: '', role: 'content' },
    dropCap: { type: 'boolean', default: false },
    placeholder: { type: 'string' },
    direction: { type: 'string', enum: ['ltr', 'rtl'] },
  },
  supports: {
    anchor: true,
    className: false,
    color: { gradients: true, link: true },
    spacing: { margin: true, padding: true },
    typography: {
      fontSize: true,
      lineHeight: true,
      fontFamily: true,
      fontStyle: true,
      fontWeight: true,
      letterSpacing: true,
      textTransform: true,
      textDecoration: true,
      writingMode: true,
    },
  },
  transforms: {
    to: [
      eachTo(['core/heading'], 'core/heading', (input) => ({
        content: contentOf(input),
        ...(typeof input.attributes.align === 'string'
          ? { textAlign: input.attributes.align }
          : {}),
      })),
      {
        blocks: ['core/list'],
        isMultiBlock: true,
        transform: (inputs) => [
          {
            name: 'core/list',
            attributes: {},
            innerBlocks: inputs.map((input) => ({
              name: 'core/list-item',
              attributes: { content: contentOf(input) },
            })),
          },
        ],
      },
      {
        blocks: ['core/quote'],
        isMultiBlock: true,
        transform: (inputs) => [
          {
            name: 'core/quote',
            attributes: {},
            innerBlocks: inputs.map((input) => ({
              name: 'core/paragraph',
              attributes: { content: contentOf(input), ...alignmentOf(input) },
            })),
          },
        ],
      },
    ],
  },
  save: ({ attributes, blockType }) => {
    const align = optionalText(attributes, 'align');
    const extras = [
      align === undefined ? '' : `has-text-align-${align}`,
      flag(attributes, 'dropCap') && align !== 'center' && align !== 'right' ? 'has-drop-cap' : '',
    ]
      .filter(Boolean)
      .join(' ');
    return tag(
      'p',
      {
        ...wrapperAttributes(blockType, attributes, { className: extras }),
        dir: optionalText(attributes, 'direction'),
      },
      text(attributes, 'content'),
    );
  },
};
