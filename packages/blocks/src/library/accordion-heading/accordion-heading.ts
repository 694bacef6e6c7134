import { classNames, tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { supportsOutput, wrapperAttributes } from '../../supports/block-wrapper';
import { inlineStyle, readPath } from '../../supports/style-value';
import { flag, numberValue, text } from '../attribute-values';

const ICON = tag(
  'span',
  { class: 'wp-block-accordion-heading__toggle-icon', 'aria-hidden': 'true' },
  '+',
);

/** The heading level, 1 to 6 (3 when missing or out of range). */
function headingLevel(value: number): number {
  return Number.isInteger(value) && value >= 1 && value <= 6 ? value : 3;
}

/**
 * `core/accordion-heading`: a heading whose whole content is the button that opens and closes
 * its item's panel; the title, and a `+` icon on the left or right. Padding goes on the button.
 */
export const accordionHeading: BlockType = {
  name: 'core/accordion-heading',
  title: 'Accordion Heading',
  category: 'design',
  icon: 'heading',
  description: 'Displays an accordion heading.',
  parent: ['core/accordion-item'],
  usesContext: [
    'core/accordion-icon-position',
    'core/accordion-show-icon',
    'core/accordion-heading-level',
  ],
  attributes: {
    openByDefault: { type: 'boolean', default: false },
    title: {
      type: 'string',
      source: 'html',
      selector: '.wp-block-accordion-heading__toggle-title',
      role: 'content',
    },
    level: { type: 'number', default: 3 },
    iconPosition: { type: 'string', enum: ['left', 'right'], default: 'right' },
    showIcon: { type: 'boolean', default: true },
  },
  supports: {
    anchor: true,
    color: { background: true, gradients: true },
    spacing: { padding: true },
    border: { color: true, radius: true, style: true, width: true },
    typography: {
      fontSize: true,
      fontFamily: true,
      fontWeight: true,
      fontStyle: true,
      textTransform: true,
      textDecoration: true,
      letterSpacing: true,
    },
    shadow: true,
    skipSerialization: ['spacing'],
  },
  save: ({ attributes, blockType }) => {
    const showIcon = flag(attributes, 'showIcon', true);
    const left = text(attributes, 'iconPosition', 'right') === 'left';
    const spacing = supportsOutput(blockType, attributes, ['spacing']);
    const titleStyle = inlineStyle(
      (
        [
          ['letter-spacing', readPath(attributes.style, ['typography', 'letterSpacing'])],
          ['text-decoration', readPath(attributes.style, ['typography', 'textDecoration'])],
        ] as const
      ).flatMap(([property, value]) =>
        typeof value === 'string' && value !== '' ? [[property, value] as const] : [],
      ),
    );
    const button = tag(
      'button',
      {
        type: 'button',
        class: 'wp-block-accordion-heading__toggle',
        style: inlineStyle(spacing.styles),
      },
      `${showIcon && left ? ICON : ''}${tag(
        'span',
        { class: 'wp-block-accordion-heading__toggle-title', style: titleStyle },
        text(attributes, 'title'),
      )}${showIcon && !left ? ICON : ''}`,
    );
    return tag(
      `h${headingLevel(numberValue(attributes, 'level', 3))}`,
      wrapperAttributes(blockType, attributes, {
        className: classNames(
          showIcon && 'has-icon',
          showIcon && left && 'has-icon-left',
          showIcon && !left && 'has-icon-right',
        ),
      }),
      button,
    );
  },
};
