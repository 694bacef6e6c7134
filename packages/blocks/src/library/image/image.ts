import { classNames, tag } from '../../html/tag';
import type { BlockType, SaveArguments } from '../../registry/block-type';
import { supportsOutput, wrapperAttributes } from '../../supports/block-wrapper';
import { inlineStyle } from '../../supports/style-value';
import { optionalNumber, optionalText } from '../attribute-values';
import { eachTo } from '../text-transforms';
import { examplePicture } from './example-picture';
import { hasImageAddress } from './image-address';

/** The image's saved HTML; `emptySrc` writes `src=""` when there is no address (early Atelier). */
function imageSave(emptySrc: boolean) {
  return ({ attributes, blockType }: SaveArguments): string => {
    const url = optionalText(attributes, 'url');
    const id = optionalNumber(attributes, 'id');
    const sizeSlug = optionalText(attributes, 'sizeSlug');
    const width = optionalText(attributes, 'width');
    const height = optionalText(attributes, 'height');
    const imageSupports = supportsOutput(blockType, attributes, ['border', 'shadow']);
    const border = supportsOutput(blockType, attributes, ['border']);
    const hasCustomBorder = border.classes.length > 0 || border.styles.length > 0;
    const styles: [string, string][] = [...imageSupports.styles];
    const aspectRatio = optionalText(attributes, 'aspectRatio');
    if (aspectRatio !== undefined) styles.push(['aspect-ratio', aspectRatio]);
    const scale = optionalText(attributes, 'scale');
    if (scale !== undefined) styles.push(['object-fit', scale]);
    if (width !== undefined) styles.push(['width', width]);
    if (height !== undefined) styles.push(['height', height]);
    const img = tag('img', {
      src: url ?? (emptySrc ? '' : undefined),
      alt: optionalText(attributes, 'alt') ?? '',
      class: classNames(...imageSupports.classes, id === undefined ? undefined : `wp-image-${id}`),
      style: inlineStyle(styles),
      title: optionalText(attributes, 'title'),
    });
    const href = optionalText(attributes, 'href');
    const linked =
      href === undefined
        ? img
        : tag(
            'a',
            {
              class: optionalText(attributes, 'linkClass'),
              href,
              target: optionalText(attributes, 'linkTarget'),
              rel: optionalText(attributes, 'rel'),
            },
            img,
          );
    const caption = optionalText(attributes, 'caption');
    const figcaption =
      caption === undefined ? '' : tag('figcaption', { class: 'wp-element-caption' }, caption);
    return tag(
      'figure',
      wrapperAttributes(blockType, attributes, {
        className: classNames(
          attributes.align === 'none' ? 'alignnone' : undefined,
          sizeSlug === undefined ? undefined : `size-${sizeSlug}`,
          width !== undefined || height !== undefined ? 'is-resized' : undefined,
          hasCustomBorder ? 'has-custom-border' : undefined,
        ),
      }),
      `${linked}${figcaption}`,
    );
  };
}

/**
 * `core/image`: a figure with an image, optional link and caption. An image without an address
 * saves no `src` attribute (as the block editor does) and renders nothing, like WordPress's
 * `render_block_core_image`.
 */
export const image: BlockType = {
  name: 'core/image',
  title: 'Image',
  category: 'media',
  icon: 'format-image',
  description: 'Insert an image to make a visual statement.',
  keywords: ['img', 'photo', 'picture'],
  example: {
    attributes: {
      url: examplePicture(0),
      alt: 'A drawing of green hills under a yellow sun',
      caption: 'A caption under the image',
      sizeSlug: 'large',
    },
  },
  attributes: {
    url: {
      type: 'string',
      source: 'attribute',
      selector: 'img',
      attribute: 'src',
      role: 'content',
    },
    alt: { type: 'string', source: 'attribute', selector: 'img', attribute: 'alt', default: '' },
    caption: { type: 'string', source: 'html', selector: 'figcaption', role: 'content' },
    title: { type: 'string', source: 'attribute', selector: 'img', attribute: 'title' },
    href: { type: 'string', source: 'attribute', selector: 'figure > a', attribute: 'href' },
    rel: { type: 'string', source: 'attribute', selector: 'figure > a', attribute: 'rel' },
    linkClass: { type: 'string', source: 'attribute', selector: 'figure > a', attribute: 'class' },
    linkTarget: {
      type: 'string',
      source: 'attribute',
      selector: 'figure > a',
      attribute: 'target',
    },
    id: { type: 'number' },
    width: { type: 'string' },
    height: { type: 'string' },
    aspectRatio: { type: 'string' },
    scale: { type: 'string' },
    sizeSlug: { type: 'string' },
    linkDestination: { type: 'string' },
    lightbox: { type: 'object' },
  },
  supports: {
    anchor: true,
    align: ['left', 'center', 'right', 'wide', 'full'],
    color: { text: false, background: false },
    border: { color: true, radius: true, width: true },
    spacing: { margin: true },
    shadow: true,
    filter: { duotone: true },
    skipSerialization: ['border', 'shadow'],
  },
  selectors: { filter: { duotone: '.wp-block-image img' } },
  styles: [
    { name: 'default', label: 'Default', isDefault: true },
    { name: 'rounded', label: 'Rounded' },
  ],
  transforms: {
    to: [
      eachTo(['core/cover'], 'core/cover', (input) => ({
        url: input.attributes.url,
        id: input.attributes.id,
        alt: input.attributes.alt,
        dimRatio: 50,
      })),
    ],
    from: [
      eachTo(['core/cover'], 'core/image', (input) => ({
        url: input.attributes.url,
        id: input.attributes.id,
        alt: input.attributes.alt,
      })),
    ],
  },
  render: async ({ renderInner }) => {
    const html = await renderInner();
    return hasImageAddress(html) ? html : '';
  },
  save: imageSave(false),
  // Atelier once wrote `src=""` for an image without an address.
  deprecated: [{ save: imageSave(true) }],
};
