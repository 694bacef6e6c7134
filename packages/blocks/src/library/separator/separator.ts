import { classNames, tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { supportsOutput, wrapperAttributes } from '../../supports/block-wrapper';
import { readPath } from '../../supports/style-value';
import { optionalText, text } from '../attribute-values';

/** `core/separator`: an `<hr>`; colour support paints it through its background. */
export const separator: BlockType = {
  name: 'core/separator',
  title: 'Separator',
  category: 'design',
  icon: 'minus',
  description: 'Create a break between ideas or sections with a horizontal separator.',
  keywords: ['horizontal-line', 'hr', 'divider'],
  example: {},
  attributes: {
    opacity: { type: 'string', default: 'alpha-channel' },
    tagName: { type: 'string', enum: ['hr', 'div'], default: 'hr' },
  },
  supports: {
    anchor: true,
    align: ['center', 'wide', 'full'],
    color: { background: true, text: false, gradients: true },
    skipSerialization: ['color'],
    spacing: { margin: ['top', 'bottom'] },
  },
  styles: [
    { name: 'default', label: 'Default', isDefault: true },
    { name: 'wide', label: 'Wide Line' },
    { name: 'dots', label: 'Dots' },
  ],
  save: ({ attributes, blockType }) => {
    // The separator paints itself with its background colour, so it writes the colour classes
    // itself, between its own classes and the custom class, as the block editor does.
    const colors = supportsOutput(blockType, attributes, ['color']);
    const slug = optionalText(attributes, 'backgroundColor');
    const custom = readPath(attributes.style, ['color', 'background']) !== undefined;
    const tagName = attributes.tagName === 'div' ? 'div' : 'hr';
    return tag(
      tagName,
      wrapperAttributes(blockType, attributes, {
        className: classNames(
          slug !== undefined || custom ? 'has-text-color' : undefined,
          slug === undefined ? undefined : `has-${slug}-color`,
          text(attributes, 'opacity') === 'css' ? 'has-css-opacity' : 'has-alpha-channel-opacity',
          ...colors.classes,
        ),
        style: colors.styles,
      }),
    );
  },
};
