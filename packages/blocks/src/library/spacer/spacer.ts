import { tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { presetValue } from '../../supports/style-value';
import { optionalText, text } from '../attribute-values';

function size(value: string): string {
  return /^\d+(\.\d+)?$/.test(value) ? `${value}px` : presetValue(value);
}

/** `core/spacer`: empty vertical (or horizontal) space. */
export const spacer: BlockType = {
  name: 'core/spacer',
  title: 'Spacer',
  category: 'design',
  icon: 'image-flip-vertical',
  description: 'Add white space between blocks and customize its height.',
  attributes: {
    height: { type: 'string', default: '100px' },
    width: { type: 'string' },
  },
  supports: { anchor: true, spacing: { margin: ['top', 'bottom'] } },
  save: ({ attributes, blockType }) => {
    const width = optionalText(attributes, 'width');
    const styles: [string, string][] = [['height', size(text(attributes, 'height', '100px'))]];
    if (width !== undefined) styles.push(['width', size(width)]);
    const wrapper = wrapperAttributes(blockType, attributes, { style: styles });
    return tag('div', {
      style: wrapper.style,
      'aria-hidden': 'true',
      class: wrapper.class,
      id: wrapper.id,
    });
  },
};
