import { classNames, tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { INNER_BLOCKS } from '../../registry/inner-blocks';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { flag, optionalNumber, optionalText } from '../attribute-values';
import { examplePicture } from '../image/example-picture';

/** `core/gallery`: a figure of `core/image` blocks in a flex layout. */
export const gallery: BlockType = {
  name: 'core/gallery',
  title: 'Gallery',
  category: 'media',
  icon: 'format-gallery',
  description: 'Display multiple images in a rich gallery.',
  keywords: ['images', 'photos'],
  allowedBlocks: ['core/image'],
  example: {
    attributes: { columns: 3, linkTo: 'none' },
    innerBlocks: [0, 1, 2].map((index) => ({
      name: 'core/image',
      attributes: { url: examplePicture(index), alt: 'A drawing of hills under the sun' },
    })),
  },
  attributes: {
    columns: { type: 'number' },
    caption: {
      type: 'string',
      source: 'html',
      selector: '.blocks-gallery-caption',
      role: 'content',
    },
    imageCrop: { type: 'boolean', default: true },
    randomOrder: { type: 'boolean', default: false },
    fixedHeight: { type: 'boolean', default: true },
    linkTarget: { type: 'string' },
    linkTo: { type: 'string' },
    sizeSlug: { type: 'string', default: 'large' },
    allowResize: { type: 'boolean', default: false },
  },
  providesContext: {
    allowResize: 'allowResize',
    imageCrop: 'imageCrop',
    fixedHeight: 'fixedHeight',
  },
  supports: {
    anchor: true,
    align: true,
    border: { color: true, radius: true, style: true, width: true },
    spacing: { margin: true, padding: true, blockGap: ['horizontal', 'vertical'] },
    color: { text: false, background: true, gradients: true },
    layout: {
      allowSwitching: false,
      allowInheriting: false,
      allowEditing: false,
      default: { type: 'flex' },
    },
  },
  save: ({ attributes, blockType }) => {
    const columns = optionalNumber(attributes, 'columns');
    const caption = optionalText(attributes, 'caption');
    return tag(
      'figure',
      wrapperAttributes(blockType, attributes, {
        className: classNames(
          'has-nested-images',
          columns === undefined ? 'columns-default' : `columns-${columns}`,
          flag(attributes, 'imageCrop', true) ? 'is-cropped' : undefined,
        ),
      }),
      `${INNER_BLOCKS}${
        caption === undefined
          ? ''
          : tag('figcaption', { class: 'blocks-gallery-caption wp-element-caption' }, caption)
      }`,
    );
  },
};
