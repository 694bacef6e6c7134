import { tag } from '../../html/tag';
import type { BlockType, SaveArguments } from '../../registry/block-type';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { presetValue, readPath } from '../../supports/style-value';
import { optionalText, text } from '../attribute-values';

/**
 * A spacer size as the block editor writes it: a preset reference becomes its custom property,
 * anything else is written as given. `early` is Atelier's first format, which added `px` to a
 * bare number.
 */
function size(value: string, early: boolean): string {
  return early && /^\d+(\.\d+)?$/.test(value) ? `${value}px` : presetValue(value);
}

/**
 * `core/spacer`'s saved HTML: the height (none when a flex parent sizes it to fill or fit) and
 * width as inline styles, and `aria-hidden`.
 */
function spacerSave(early: boolean) {
  return ({ attributes, blockType }: SaveArguments): string => {
    const selfStretch = readPath(attributes.style, ['layout', 'selfStretch']);
    const sized = early || (selfStretch !== 'fill' && selfStretch !== 'fit');
    const height = text(attributes, 'height', '100px');
    const width = optionalText(attributes, 'width');
    const styles: [string, string][] = [];
    if (sized && height !== '') styles.push(['height', size(height, early)]);
    if (width !== undefined) styles.push(['width', size(width, early)]);
    const wrapper = wrapperAttributes(blockType, attributes, { style: styles });
    return tag('div', {
      style: wrapper.style,
      'aria-hidden': 'true',
      class: wrapper.class,
      id: wrapper.id,
    });
  };
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
  save: spacerSave(false),
  deprecated: [{ save: spacerSave(true) }],
};
