import { tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { flag, optionalText } from '../attribute-values';

/** `core/audio`: an `<audio>` player in a figure with an optional caption. */
export const audio: BlockType = {
  name: 'core/audio',
  title: 'Audio',
  category: 'media',
  icon: 'format-audio',
  description: 'Embed a simple audio player.',
  keywords: ['music', 'sound', 'podcast'],
  attributes: {
    src: {
      type: 'string',
      source: 'attribute',
      selector: 'audio',
      attribute: 'src',
      role: 'content',
    },
    caption: { type: 'string', source: 'html', selector: 'figcaption', role: 'content' },
    id: { type: 'number' },
    autoplay: { type: 'boolean', source: 'attribute', selector: 'audio', attribute: 'autoplay' },
    loop: { type: 'boolean', source: 'attribute', selector: 'audio', attribute: 'loop' },
    preload: { type: 'string', source: 'attribute', selector: 'audio', attribute: 'preload' },
  },
  supports: { anchor: true, align: true, spacing: { margin: true, padding: true } },
  save: ({ attributes, blockType }) => {
    const src = optionalText(attributes, 'src');
    const caption = optionalText(attributes, 'caption');
    const media =
      src === undefined
        ? ''
        : tag('audio', {
            controls: true,
            src,
            autoplay: flag(attributes, 'autoplay'),
            loop: flag(attributes, 'loop'),
            preload: optionalText(attributes, 'preload'),
          });
    return tag(
      'figure',
      wrapperAttributes(blockType, attributes),
      `${media}${caption === undefined ? '' : tag('figcaption', { class: 'wp-element-caption' }, caption)}`,
    );
  },
};
