import { tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { flag, optionalText } from '../attribute-values';

/** `core/video`: a `<video>` in a figure with an optional caption. */
export const video: BlockType = {
  name: 'core/video',
  title: 'Video',
  category: 'media',
  icon: 'format-video',
  description: 'Embed a video from your media library or upload a new one.',
  keywords: ['movie'],
  attributes: {
    autoplay: { type: 'boolean', source: 'attribute', selector: 'video', attribute: 'autoplay' },
    caption: { type: 'string', source: 'html', selector: 'figcaption', role: 'content' },
    controls: {
      type: 'boolean',
      source: 'attribute',
      selector: 'video',
      attribute: 'controls',
      default: true,
    },
    id: { type: 'number' },
    loop: { type: 'boolean', source: 'attribute', selector: 'video', attribute: 'loop' },
    muted: { type: 'boolean', source: 'attribute', selector: 'video', attribute: 'muted' },
    poster: { type: 'string', source: 'attribute', selector: 'video', attribute: 'poster' },
    preload: {
      type: 'string',
      source: 'attribute',
      selector: 'video',
      attribute: 'preload',
      default: 'metadata',
    },
    src: {
      type: 'string',
      source: 'attribute',
      selector: 'video',
      attribute: 'src',
      role: 'content',
    },
    playsInline: {
      type: 'boolean',
      source: 'attribute',
      selector: 'video',
      attribute: 'playsinline',
    },
  },
  supports: { anchor: true, align: true, spacing: { margin: true, padding: true } },
  save: ({ attributes, blockType }) => {
    const src = optionalText(attributes, 'src');
    const caption = optionalText(attributes, 'caption');
    const preload = optionalText(attributes, 'preload');
    const media =
      src === undefined
        ? ''
        : tag('video', {
            autoplay: flag(attributes, 'autoplay'),
            controls: flag(attributes, 'controls', true),
            loop: flag(attributes, 'loop'),
            muted: flag(attributes, 'muted'),
            poster: optionalText(attributes, 'poster'),
            preload: preload === 'metadata' ? undefined : preload,
            src,
            playsinline: flag(attributes, 'playsInline'),
          });
    return tag(
      'figure',
      wrapperAttributes(blockType, attributes),
      `${media}${caption === undefined ? '' : tag('figcaption', { class: 'wp-element-caption' }, caption)}`,
    );
  },
};
