import { classNames, tag } from '../../html/tag';
import type { BlockType, SaveArguments } from '../../registry/block-type';
import { supportsOutput, wrapperAttributes } from '../../supports/block-wrapper';
import { readPath } from '../../supports/style-value';
import { optionalText, text } from '../attribute-values';

/**
 * The separator paints itself with its background colour, so it writes the colour classes itself,
 * between its own classes and the custom class, as the block editor does; a custom colour is also
 * its text colour (the dots style draws with it). `early` is Atelier's first format: every colour
 * declaration, no text colour, and the alpha-channel class for any opacity but `css`.
 */
function separatorSave(early: boolean) {
  return ({ attributes, blockType }: SaveArguments): string => {
    const colors = supportsOutput(blockType, attributes, ['color']);
    const slug = optionalText(attributes, 'backgroundColor');
    const customValue = readPath(attributes.style, ['color', 'background']);
    const custom = typeof customValue === 'string' && customValue !== '' ? customValue : undefined;
    const opacity = text(attributes, 'opacity');
    const background = early
      ? colors.styles
      : colors.styles.filter(([property]) => property === 'background-color');
    const textColor =
      early || slug !== undefined || custom === undefined ? undefined : background[0]?.[1];
    const tagName = attributes.tagName === 'div' ? 'div' : 'hr';
    return tag(
      tagName,
      wrapperAttributes(blockType, attributes, {
        className: classNames(
          slug !== undefined || custom !== undefined ? 'has-text-color' : undefined,
          slug === undefined ? undefined : `has-${slug}-color`,
          opacity === 'css' ? 'has-css-opacity' : undefined,
          opacity === 'alpha-channel' || (early && opacity !== 'css')
            ? 'has-alpha-channel-opacity'
            : undefined,
          ...colors.classes,
        ),
        style: textColor === undefined ? background : [...background, ['color', textColor]],
      }),
    );
  };
}

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
  save: separatorSave(false),
  deprecated: [{ save: separatorSave(true) }],
};
