import { tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { INNER_BLOCKS } from '../../registry/inner-blocks';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { readPath } from '../../supports/style-value';

/** `core/buttons`: a flex row of `core/button` blocks. */
export const buttons: BlockType = {
  name: 'core/buttons',
  title: 'Buttons',
  category: 'design',
  icon: 'button',
  description: 'Prompt visitors to take action with a group of button-style links.',
  keywords: ['link'],
  allowedBlocks: ['core/button'],
  example: {
    innerBlocks: [
      { name: 'core/button', attributes: { text: 'Find out more' } },
      { name: 'core/button', attributes: { text: 'Get in touch', className: 'is-style-outline' } },
    ],
  },
  attributes: {},
  supports: {
    anchor: true,
    align: ['wide', 'full'],
    html: false,
    color: { gradients: true },
    spacing: { blockGap: ['horizontal', 'vertical'], padding: true, margin: ['top', 'bottom'] },
    typography: { fontSize: true, lineHeight: true, fontFamily: true },
    border: { color: true, radius: true, style: true, width: true },
    layout: { allowSwitching: false, allowInheriting: false, default: { type: 'flex' } },
  },
  save: ({ attributes, blockType }) => {
    const customSize =
      attributes.fontSize !== undefined ||
      readPath(attributes.style, ['typography', 'fontSize']) !== undefined;
    return tag(
      'div',
      wrapperAttributes(blockType, attributes, {
        className: customSize ? 'has-custom-font-size' : undefined,
      }),
      INNER_BLOCKS,
    );
  },
};
