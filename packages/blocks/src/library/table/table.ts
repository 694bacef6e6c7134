import { classNames, tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { supportsOutput, wrapperAttributes } from '../../supports/block-wrapper';
import { inlineStyle } from '../../supports/style-value';
import { flag, optionalText } from '../attribute-values';
import { sectionHtml, sectionSchema } from './table-sections';

/** `core/table`: a figure with a table (head, body, foot) and optional caption. */
export const table: BlockType = {
  name: 'core/table',
  title: 'Table',
  category: 'text',
  icon: 'block-table',
  description: 'Create structured content in rows and columns to display information.',
  example: {
    attributes: {
      head: [
        {
          cells: [
            { content: 'Colour', tag: 'th' },
            { content: 'Where it is used', tag: 'th' },
          ],
        },
      ],
      body: [
        {
          cells: [
            { content: 'Ink', tag: 'td' },
            { content: 'Body text', tag: 'td' },
          ],
        },
        {
          cells: [
            { content: 'Paper', tag: 'td' },
            { content: 'Backgrounds', tag: 'td' },
          ],
        },
        {
          cells: [
            { content: 'Accent', tag: 'td' },
            { content: 'Links and buttons', tag: 'td' },
          ],
        },
      ],
    },
  },
  attributes: {
    hasFixedLayout: { type: 'boolean', default: true },
    caption: { type: 'string', source: 'html', selector: 'figcaption', role: 'content' },
    head: sectionSchema('thead'),
    body: sectionSchema('tbody'),
    foot: sectionSchema('tfoot'),
  },
  supports: {
    anchor: true,
    align: true,
    color: { gradients: true },
    spacing: { margin: true, padding: true },
    typography: { fontSize: true, lineHeight: true, fontFamily: true },
    border: { color: true, style: true, width: true },
    skipSerialization: ['color', 'border'],
  },
  styles: [
    { name: 'regular', label: 'Default', isDefault: true },
    { name: 'stripes', label: 'Stripes' },
  ],
  save: ({ attributes, blockType }) => {
    const inner = supportsOutput(blockType, attributes, ['color', 'border']);
    const caption = optionalText(attributes, 'caption');
    const tableHtml = tag(
      'table',
      {
        class: classNames(
          flag(attributes, 'hasFixedLayout', true) ? 'has-fixed-layout' : undefined,
          ...inner.classes,
        ),
        style: inlineStyle(inner.styles),
      },
      `${sectionHtml('thead', attributes.head)}${sectionHtml('tbody', attributes.body)}${sectionHtml('tfoot', attributes.foot)}`,
    );
    return tag(
      'figure',
      wrapperAttributes(blockType, attributes),
      `${tableHtml}${caption === undefined ? '' : tag('figcaption', { class: 'wp-element-caption' }, caption)}`,
    );
  },
};
