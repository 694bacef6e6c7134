import { classNames, tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { INNER_BLOCKS } from '../../registry/inner-blocks';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { flag, optionalText } from '../attribute-values';

/** `core/columns`: a flex row of `core/column` blocks. */
export const columns: BlockType = {
  name: 'core/columns',
  title: 'Columns',
  category: 'design',
  icon: 'columns',
  description: 'Display content in multiple columns, with blocks added to each column.',
  allowedBlocks: ['core/column'],
  example: {
    innerBlocks: [
      {
        name: 'core/column',
        attributes: {},
        innerBlocks: [
          {
            name: 'core/paragraph',
            attributes: { content: 'The first column starts the story and sets the scene.' },
          },
        ],
      },
      {
        name: 'core/column',
        attributes: {},
        innerBlocks: [
          {
            name: 'core/paragraph',
            attributes: { content: 'The second column carries it on, side by side.' },
          },
        ],
      },
    ],
  },
  attributes: {
    verticalAlignment: { type: 'string' },
    isStackedOnMobile: { type: 'boolean', default: true },
    templateLock: { type: ['string', 'boolean'], enum: ['all', 'insert', 'contentOnly', false] },
  },
  supports: {
    anchor: true,
    align: ['wide', 'full'],
    html: false,
    color: { gradients: true, link: true, heading: true, button: true },
    spacing: { blockGap: ['horizontal', 'vertical'], margin: ['top', 'bottom'], padding: true },
    layout: {
      allowSwitching: false,
      allowInheriting: false,
      allowEditing: false,
      default: { type: 'flex', flexWrap: 'nowrap' },
    },
    border: { color: true, radius: true, style: true, width: true },
    typography: { fontSize: true, lineHeight: true },
    shadow: true,
  },
  variations: [
    { name: 'one-column-full', title: '100', innerBlocks: [['core/column']], scope: ['block'] },
    {
      name: 'two-columns-equal',
      title: '50 / 50',
      innerBlocks: [['core/column'], ['core/column']],
      scope: ['block'],
      isDefault: true,
    },
    {
      name: 'two-columns-one-third-two-thirds',
      title: '33 / 66',
      innerBlocks: [
        ['core/column', { width: '33.33%' }],
        ['core/column', { width: '66.66%' }],
      ],
      scope: ['block'],
    },
    {
      name: 'three-columns-equal',
      title: '33 / 33 / 33',
      innerBlocks: [['core/column'], ['core/column'], ['core/column']],
      scope: ['block'],
    },
  ],
  transforms: {
    to: [
      {
        blocks: ['core/group'],
        transform: (inputs) =>
          inputs.map((input) => ({
            name: 'core/group',
            attributes: {},
            innerBlocks: input.innerBlocks.flatMap((column) => column.innerBlocks),
          })),
      },
    ],
  },
  save: ({ attributes, blockType }) => {
    const align = optionalText(attributes, 'verticalAlignment');
    return tag(
      'div',
      wrapperAttributes(blockType, attributes, {
        className: classNames(
          align === undefined ? undefined : `are-vertically-aligned-${align}`,
          flag(attributes, 'isStackedOnMobile', true) ? undefined : 'is-not-stacked-on-mobile',
        ),
      }),
      INNER_BLOCKS,
    );
  },
};
