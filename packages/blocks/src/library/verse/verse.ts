import { tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { optionalText, text } from '../attribute-values';

/** `core/verse`: poetry in a `<pre class="wp-block-verse">`. */
export const verse: BlockType = {
  name: 'core/verse',
  title: 'Verse',
  category: 'text',
  icon: 'edit',
  description: 'Insert poetry. Use special spacing formats. Or quote song lyrics.',
  example: {
    attributes: {
      content:
        'The river bends and turns,\nthe hills stand still and wait,\nthe evening comes in slowly.',
    },
  },
  attributes: {
    content: { type: 'string', source: 'html', selector: 'pre', default: '', role: 'content' },
    textAlign: { type: 'string' },
  },
  supports: {
    anchor: true,
    color: { gradients: true, link: true },
    typography: { fontSize: true, fontFamily: true, lineHeight: true },
    spacing: { margin: true, padding: true },
    border: { color: true, radius: true, style: true, width: true },
  },
  save: ({ attributes, blockType }) => {
    const align = optionalText(attributes, 'textAlign');
    return tag(
      'pre',
      wrapperAttributes(blockType, attributes, {
        className: align === undefined ? undefined : `has-text-align-${align}`,
      }),
      text(attributes, 'content'),
    );
  },
};
