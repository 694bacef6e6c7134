import { classNames, tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { text } from '../attribute-values';

/** `core/separator`: an `<hr>`; colour support paints it through its background. */
export const separator: BlockType = {
  name: 'core/separator',
  title: 'Separator',
  category: 'design',
  icon: 'minus',
  description: 'Create a break between ideas or sections with a horizontal separator.',
  keywords: ['horizontal-line', 'hr', 'divider'],
  attributes: {
    opacity: { type: 'string', default: 'alpha-channel' },
    tagName: { type: 'string', enum: ['hr', 'div'], default: 'hr' },
  },
  supports: {
    anchor: true,
    align: ['center', 'wide', 'full'],
    color: { background: true, text: false, gradients: true },
    spacing: { margin: ['top', 'bottom'] },
  },
  styles: [
    { name: 'default', label: 'Default', isDefault: true },
    { name: 'wide', label: 'Wide Line' },
    { name: 'dots', label: 'Dots' },
  ],
  save: ({ attributes, blockType }) => {
    const background = typeof attributes.backgroundColor === 'string';
    const custom = JSON.stringify(attributes.style ?? {}).includes('"background"');
    const tagName = attributes.tagName === 'div' ? 'div' : 'hr';
    return tag(
      tagName,
      wrapperAttributes(blockType, attributes, {
        className: classNames(
          text(attributes, 'opacity') === 'css' ? 'has-css-opacity' : 'has-alpha-channel-opacity',
          background || custom ? 'has-text-color' : undefined,
          background ? `has-${String(attributes.backgroundColor)}-color` : undefined,
        ),
      }),
    );
  },
};
