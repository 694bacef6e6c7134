import { classNames, tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { INNER_BLOCKS } from '../../registry/inner-blocks';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { flag, numberValue, optionalNumber, optionalText, text } from '../attribute-values';
import { examplePicture } from '../image/example-picture';

/** `core/media-text`: media on one side, inner blocks on the other. */
export const mediaText: BlockType = {
  name: 'core/media-text',
  title: 'Media & Text',
  category: 'media',
  icon: 'align-pull-left',
  description: 'Set media and words side-by-side for a richer layout.',
  keywords: ['image', 'video'],
  example: {
    attributes: {
      mediaType: 'image',
      mediaUrl: examplePicture(2),
      mediaAlt: 'A drawing of violet hills under a pale sun',
    },
    innerBlocks: [
      {
        name: 'core/paragraph',
        attributes: { content: 'Text beside a picture: the two sit side by side on wide screens.' },
      },
    ],
  },
  attributes: {
    align: { type: 'string', default: 'none' },
    mediaAlt: {
      type: 'string',
      source: 'attribute',
      selector: 'figure img',
      attribute: 'alt',
      default: '',
    },
    mediaPosition: { type: 'string', default: 'left' },
    mediaId: { type: 'number' },
    mediaUrl: {
      type: 'string',
      source: 'attribute',
      selector: 'figure video,figure img',
      attribute: 'src',
    },
    mediaLink: { type: 'string' },
    linkDestination: { type: 'string' },
    linkTarget: { type: 'string', source: 'attribute', selector: 'figure a', attribute: 'target' },
    href: { type: 'string', source: 'attribute', selector: 'figure a', attribute: 'href' },
    rel: { type: 'string', source: 'attribute', selector: 'figure a', attribute: 'rel' },
    linkClass: { type: 'string', source: 'attribute', selector: 'figure a', attribute: 'class' },
    mediaType: { type: 'string' },
    mediaWidth: { type: 'number', default: 50 },
    mediaSizeSlug: { type: 'string' },
    isStackedOnMobile: { type: 'boolean', default: true },
    verticalAlignment: { type: 'string' },
    imageFill: { type: 'boolean' },
    focalPoint: { type: 'object' },
    useFeaturedImage: { type: 'boolean', default: false },
  },
  supports: {
    anchor: true,
    align: ['wide', 'full'],
    html: false,
    color: { gradients: true, heading: true, link: true },
    spacing: { margin: true, padding: true },
    typography: { fontSize: true, lineHeight: true },
    border: { color: true, radius: true, style: true, width: true },
  },
  save: ({ attributes, blockType }) => {
    const url = optionalText(attributes, 'mediaUrl');
    const type = text(attributes, 'mediaType', 'image');
    const id = optionalNumber(attributes, 'mediaId');
    const sizeSlug = text(attributes, 'mediaSizeSlug', 'full');
    const width = numberValue(attributes, 'mediaWidth', 50);
    const right = text(attributes, 'mediaPosition', 'left') === 'right';
    const valign = optionalText(attributes, 'verticalAlignment');
    const mediaClass =
      id === undefined ? undefined : classNames(`wp-image-${id}`, `size-${sizeSlug}`);
    let media = '';
    if (url !== undefined) {
      media =
        type === 'video'
          ? tag('video', { controls: true, src: url })
          : tag('img', { src: url, alt: text(attributes, 'mediaAlt'), class: mediaClass });
      const href = optionalText(attributes, 'href');
      if (href !== undefined && type !== 'video') {
        media = tag(
          'a',
          {
            class: optionalText(attributes, 'linkClass'),
            href,
            target: optionalText(attributes, 'linkTarget'),
            rel: optionalText(attributes, 'rel'),
          },
          media,
        );
      }
    }
    const figure = tag('figure', { class: 'wp-block-media-text__media' }, media);
    const content = tag('div', { class: 'wp-block-media-text__content' }, INNER_BLOCKS);
    const columns = right ? `auto ${width}%` : `${width}% auto`;
    return tag(
      'div',
      wrapperAttributes(blockType, attributes, {
        className: classNames(
          right ? 'has-media-on-the-right' : undefined,
          flag(attributes, 'isStackedOnMobile', true) ? 'is-stacked-on-mobile' : undefined,
          valign === undefined ? undefined : `is-vertically-aligned-${valign}`,
          flag(attributes, 'imageFill') ? 'is-image-fill' : undefined,
        ),
        style: width === 50 ? [] : [['grid-template-columns', columns]],
      }),
      right ? `${content}${figure}` : `${figure}${content}`,
    );
  },
};
