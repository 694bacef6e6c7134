import { classNames, tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { supportsOutput, wrapperAttributes } from '../../supports/block-wrapper';
import { inlineStyle, readPath } from '../../supports/style-value';
import { optionalNumber, optionalText, text } from '../attribute-values';

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
  save: ({ attributes, blockType }) => {
    const tagName = attributes.tagName === 'button' ? 'button' : 'a';
    const linkSupports = supportsOutput(blockType, attributes, [
      'color',
      'border',
      'spacing',
      'shadow',
    ]);
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
          'wp-element-button',
        ),
        href: tagName === 'a' ? optionalText(attributes, 'url') : undefined,
        title: optionalText(attributes, 'title'),
        style: inlineStyle(linkSupports.styles),
        target: tagName === 'a' ? optionalText(attributes, 'linkTarget') : undefined,
        rel: tagName === 'a' ? optionalText(attributes, 'rel') : undefined,
        type: tagName === 'button' ? text(attributes, 'type', 'button') : undefined,
      },
      text(attributes, 'text'),
    );
    return tag(
      'div',
      wrapperAttributes(blockType, attributes, {
        className: classNames(
          width === undefined ? undefined : `has-custom-width wp-block-button__width-${width}`,
          fontSizeSet ? 'has-custom-font-size' : undefined,
        ),
      }),
      link,
    );
  },
};
