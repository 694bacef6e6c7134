import { classNames, tag } from '../../html/tag';
import type { BlockType, SaveArguments } from '../../registry/block-type';
import { supportsOutput, wrapperAttributes } from '../../supports/block-wrapper';
import { inlineStyle, readPath } from '../../supports/style-value';
import { optionalNumber, optionalText, text } from '../attribute-values';

/**
 * The button's saved HTML. Colour, border, padding and shadow go on the link; typography goes on
 * the wrapper (WordPress 6.x, what block themes such as Twenty Twenty-Five ship) or, with
 * `typographyOnLink`, on the link with `has-custom-font-size` (the block editor's newest save).
 */
function buttonSave(typographyOnLink: boolean) {
  return ({ attributes, blockType }: SaveArguments): string => {
    const tagName = attributes.tagName === 'button' ? 'button' : 'a';
    const linkSupports = supportsOutput(blockType, attributes, [
      'color',
      'border',
      'spacing',
      'shadow',
      ...(typographyOnLink ? (['typography'] as const) : []),
    ]);
    // A radius of 0 (the number) is the class WordPress kept from before border support, and
    // its style engine writes no declaration for it.
    const zeroRadius = readPath(attributes.style, ['border', 'radius']) === 0;
    const width = optionalNumber(attributes, 'width');
    const align = optionalText(attributes, 'textAlign');
    const fontSizeSet =
      attributes.fontSize !== undefined ||
      readPath(attributes.style, ['typography', 'fontSize']) !== undefined;
    const link = tag(
      tagName,
      {
        class: classNames(
          'wp-block-button__link',
          ...linkSupports.classes,
          align === undefined ? undefined : `has-text-align-${align}`,
          // Kept by WordPress for buttons saved with a zero radius before border support.
          zeroRadius ? 'no-border-radius' : undefined,
          typographyOnLink && fontSizeSet ? 'has-custom-font-size' : undefined,
          'wp-element-button',
        ),
        href: tagName === 'a' ? optionalText(attributes, 'url') : undefined,
        title: optionalText(attributes, 'title'),
        style: inlineStyle(
          linkSupports.styles.filter(
            ([property, value]) =>
              !(typographyOnLink && property === 'writing-mode') &&
              !(zeroRadius && property === 'border-radius' && value === '0'),
          ),
        ),
        target: tagName === 'a' ? optionalText(attributes, 'linkTarget') : undefined,
        rel: tagName === 'a' ? optionalText(attributes, 'rel') : undefined,
        type: tagName === 'button' ? text(attributes, 'type', 'button') : undefined,
      },
      text(attributes, 'text'),
    );
    const wrapperSource = typographyOnLink
      ? {
          ...attributes,
          fontSize: undefined,
          fontFamily: undefined,
          style: onlyWritingMode(attributes.style),
        }
      : attributes;
    return tag(
      'div',
      wrapperAttributes(blockType, wrapperSource, {
        className: classNames(
          width === undefined ? undefined : `has-custom-width wp-block-button__width-${width}`,
          !typographyOnLink && fontSizeSet ? 'has-custom-font-size' : undefined,
        ),
      }),
      link,
    );
  };
}

/** The style object with typography reduced to its writing mode (which stays on the wrapper). */
function onlyWritingMode(style: unknown): unknown {
  if (typeof style !== 'object' || style === null) return style;
  const { typography, ...rest } = style as Record<string, unknown>;
  const writingMode = readPath(typography, ['writingMode']);
  return writingMode === undefined ? rest : { ...rest, typography: { writingMode } };
}

/** `core/button`: a link styled as a button (`wp-block-button__link wp-element-button`). */
export const button: BlockType = {
  name: 'core/button',
  title: 'Button',
  category: 'design',
  icon: 'button',
  description: 'Prompt visitors to take action with a button-style link.',
  keywords: ['link'],
  parent: ['core/buttons'],
  example: { attributes: { text: 'Get in touch' } },
  attributes: {
    tagName: { type: 'string', enum: ['a', 'button'], default: 'a' },
    type: { type: 'string', default: 'button' },
    textAlign: { type: 'string' },
    url: { type: 'string', source: 'attribute', selector: 'a', attribute: 'href', role: 'content' },
    title: { type: 'string', source: 'attribute', selector: 'a,button', attribute: 'title' },
    text: { type: 'string', source: 'html', selector: 'a,button', role: 'content' },
    linkTarget: { type: 'string', source: 'attribute', selector: 'a', attribute: 'target' },
    rel: { type: 'string', source: 'attribute', selector: 'a', attribute: 'rel' },
    placeholder: { type: 'string' },
    width: { type: 'number' },
  },
  supports: {
    anchor: true,
    align: false,
    alignWide: false,
    color: { gradients: true },
    typography: { fontSize: true, lineHeight: true, fontFamily: true, fontWeight: true },
    spacing: { padding: ['horizontal', 'vertical'] },
    border: { color: true, radius: true, style: true, width: true },
    shadow: true,
    reusable: false,
    skipSerialization: ['color', 'border', 'spacing', 'shadow'],
  },
  styles: [
    { name: 'fill', label: 'Fill', isDefault: true },
    { name: 'outline', label: 'Outline' },
  ],
  save: buttonSave(false),
  deprecated: [{ save: buttonSave(true) }],
};
