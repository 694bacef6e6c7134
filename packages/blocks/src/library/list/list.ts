import { tag } from '../../html/tag';
import type { BlockType, SaveArguments } from '../../registry/block-type';
import { INNER_BLOCKS } from '../../registry/inner-blocks';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { flag, optionalNumber, optionalText } from '../attribute-values';
import { listItemTexts, textsToList } from '../text-transforms';

function listSave(withClass: boolean) {
  return ({ attributes, blockType }: SaveArguments): string => {
    const ordered = flag(attributes, 'ordered');
    const wrapper = wrapperAttributes(blockType, attributes);
    const className = withClass
      ? wrapper.class
      : String(wrapper.class).replace('wp-block-list', '').trim();
    return tag(
      ordered ? 'ol' : 'ul',
      {
        ...wrapper,
        class: className,
        start: ordered ? optionalNumber(attributes, 'start') : undefined,
        reversed: ordered && flag(attributes, 'reversed'),
        type: optionalText(attributes, 'type'),
      },
      INNER_BLOCKS,
    );
  };
}

/** `core/list`: `<ul>` or `<ol>` holding `core/list-item` blocks. */
export const list: BlockType = {
  name: 'core/list',
  title: 'List',
  category: 'text',
  icon: 'editor-ul',
  description: 'An organized collection of items displayed in a specific order.',
  keywords: ['bullet list', 'ordered list', 'numbered list'],
  example: {
    innerBlocks: [
      { name: 'core/list-item', attributes: { content: 'Warm colours' } },
      { name: 'core/list-item', attributes: { content: 'Plain shapes' } },
      { name: 'core/list-item', attributes: { content: 'Room to breathe' } },
    ],
  },
  attributes: {
    ordered: { type: 'boolean', default: false },
    type: { type: 'string' },
    start: { type: 'number' },
    reversed: { type: 'boolean' },
    placeholder: { type: 'string' },
  },
  supports: {
    anchor: true,
    className: true,
    color: { gradients: true, link: true },
    spacing: { margin: true, padding: true },
    typography: { fontSize: true, lineHeight: true, fontFamily: true, fontWeight: true },
    border: { color: true, radius: true, style: true, width: true },
  },
  allowedBlocks: ['core/list-item'],
  variations: [
    {
      name: 'unordered',
      title: 'Unordered',
      attributes: { ordered: false },
      isActive: ['ordered'],
      isDefault: true,
    },
    { name: 'ordered', title: 'Ordered', attributes: { ordered: true }, isActive: ['ordered'] },
  ],
  transforms: {
    from: [textsToList(['core/heading'])],
    to: [
      {
        blocks: ['core/paragraph'],
        transform: (inputs) =>
          inputs.flatMap((input) =>
            listItemTexts(input).map((content) => ({
              name: 'core/paragraph',
              attributes: { content },
            })),
          ),
      },
      {
        blocks: ['core/heading'],
        transform: (inputs) =>
          inputs.flatMap((input) =>
            listItemTexts(input).map((content) => ({
              name: 'core/heading',
              attributes: { content },
            })),
          ),
      },
      {
        blocks: ['core/quote'],
        transform: (inputs) =>
          inputs.map((input) => ({
            name: 'core/quote',
            attributes: {},
            innerBlocks: [
              { name: 'core/list', attributes: input.attributes, innerBlocks: input.innerBlocks },
            ],
          })),
      },
    ],
  },
  save: listSave(true),
  deprecated: [{ save: listSave(false) }],
};
