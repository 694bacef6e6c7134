import { tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { INNER_BLOCKS } from '../../registry/inner-blocks';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { optionalText, text } from '../attribute-values';

/**
 * The elements a group may be: WordPress saves any `tagName`; these are the containers of flow
 * content it is given in practice (the editor's list, `nav` in themes' post navigation, figure,
 * address, blockquote, search). Anything else falls back to a `div`, so a stored tag name can never
 * open a script, style or form control on the public site.
 */
const TAGS = [
  'div',
  'header',
  'main',
  'section',
  'article',
  'aside',
  'footer',
  'nav',
  'figure',
  'address',
  'blockquote',
  'search',
];

/** `core/group`: a container with a layout; its row, stack and grid variations are flex/grid. */
export const group: BlockType = {
  name: 'core/group',
  title: 'Group',
  category: 'design',
  icon: 'block-default',
  description: 'Gather blocks in a layout container.',
  keywords: ['container', 'wrapper', 'row', 'section'],
  example: {
    innerBlocks: [
      { name: 'core/heading', attributes: { content: 'Grouped together', level: 3 } },
      {
        name: 'core/paragraph',
        attributes: { content: 'A group holds blocks that share a background, spacing or border.' },
      },
    ],
  },
  attributes: {
    tagName: { type: 'string', default: 'div' },
    templateLock: { type: ['string', 'boolean'], enum: ['all', 'insert', 'contentOnly', false] },
    allowedBlocks: { type: 'array' },
    /** WordPress's `ariaLabel` support: the container's accessible name (a `nav` needs one). */
    ariaLabel: { type: 'string' },
  },
  supports: {
    align: ['wide', 'full'],
    anchor: true,
    html: false,
    color: { gradients: true, heading: true, button: true, link: true },
    shadow: true,
    spacing: { margin: ['top', 'bottom'], padding: true, blockGap: true },
    dimensions: { minHeight: true },
    border: { color: true, radius: true, style: true, width: true },
    typography: { fontSize: true, lineHeight: true, fontFamily: true, fontWeight: true },
    layout: { allowSizingOnChildren: true },
  },
  variations: [
    {
      name: 'group',
      title: 'Group',
      description: 'Gather blocks in a container.',
      attributes: { layout: { type: 'constrained' } },
      isDefault: true,
      scope: ['block', 'inserter', 'transform'],
      isActive: ['layout.type'],
    },
    {
      name: 'group-row',
      title: 'Row',
      description: 'Arrange blocks horizontally.',
      attributes: { layout: { type: 'flex', flexWrap: 'nowrap' } },
      scope: ['block', 'inserter', 'transform'],
      isActive: ['layout.type', 'layout.orientation'],
    },
    {
      name: 'group-stack',
      title: 'Stack',
      description: 'Arrange blocks vertically.',
      attributes: { layout: { type: 'flex', orientation: 'vertical' } },
      scope: ['block', 'inserter', 'transform'],
      isActive: ['layout.type', 'layout.orientation'],
    },
    {
      name: 'group-grid',
      title: 'Grid',
      description: 'Arrange blocks in a grid.',
      attributes: { layout: { type: 'grid' } },
      scope: ['block', 'inserter', 'transform'],
      isActive: ['layout.type'],
    },
  ],
  transforms: {
    from: [
      {
        blocks: ['*'],
        isMultiBlock: true,
        transform: (inputs) => [
          {
            name: 'core/group',
            attributes: {},
            innerBlocks: inputs.flatMap((input) => input.innerBlocks),
          },
        ],
      },
    ],
    to: [
      {
        blocks: ['core/columns'],
        transform: (inputs) =>
          inputs.map((input) => ({
            name: 'core/columns',
            attributes: {},
            innerBlocks: input.innerBlocks.map((child) => ({
              name: 'core/column',
              attributes: {},
              innerBlocks: [child],
            })),
          })),
      },
    ],
  },
  save: ({ attributes, blockType }) => {
    const wanted = text(attributes, 'tagName', 'div');
    const tagName = TAGS.includes(wanted) ? wanted : 'div';
    return tag(
      tagName,
      {
        ...wrapperAttributes(blockType, attributes),
        'aria-label': optionalText(attributes, 'ariaLabel'),
      },
      INNER_BLOCKS,
    );
  },
};
