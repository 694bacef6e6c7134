import { cssUrl, isCssColor, isCssGradient } from '@atelier/theme-json';
import { classNames, tag } from '../../html/tag';
import type { BlockType, SaveArguments } from '../../registry/block-type';
import { INNER_BLOCKS } from '../../registry/inner-blocks';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { flag, numberValue, optionalNumber, optionalText, record, text } from '../attribute-values';
import { examplePicture } from '../image/example-picture';

/** The overlay's dim classes as the block editor writes them: no `-50` class, `-0` included. */
function dimClasses(ratio: number): (string | undefined)[] {
  return [
    ratio === 50 ? undefined : `has-background-dim-${10 * Math.round(ratio / 10)}`,
    'has-background-dim',
  ];
}

/** Older covers: the same, but no class at all for 0 %. */
function legacyDimClasses(ratio: number): (string | undefined)[] {
  return ratio === 0 ? [] : dimClasses(ratio);
}

function focalPosition(point: Record<string, unknown>): string | undefined {
  const { x, y } = point;
  if (typeof x !== 'number' || typeof y !== 'number') return undefined;
  return `${Math.round(x * 100)}% ${Math.round(y * 100)}%`;
}

/**
 * The image address as the block editor writes it in a style attribute (`url(…)` unquoted), or
 * undefined when it is not an http(s)/relative address or holds characters that could end it.
 */
function unquotedUrl(url: string): string | undefined {
  return cssUrl(url) !== undefined && /^[^\s()'"\\;{}<>]+$/.test(url) ? url : undefined;
}

function coverSave(imageFirst: boolean, dim: (ratio: number) => (string | undefined)[]) {
  return ({ attributes, blockType }: SaveArguments): string => {
    const url = optionalText(attributes, 'url');
    const dimRatio = numberValue(attributes, 'dimRatio', 100);
    const overlaySlug = optionalText(attributes, 'overlayColor');
    const gradientSlug = optionalText(attributes, 'gradient');
    const gradientText = optionalText(attributes, 'customGradient');
    const customGradient = isCssGradient(gradientText) ? gradientText : undefined;
    const overlayText = optionalText(attributes, 'customOverlayColor');
    const customOverlay = isCssColor(overlayText) ? overlayText : undefined;
    const minHeight = optionalNumber(attributes, 'minHeight');
    const position = optionalText(attributes, 'contentPosition');
    const hasParallax = flag(attributes, 'hasParallax');
    const isRepeated = flag(attributes, 'isRepeated');
    const isImage = text(attributes, 'backgroundType', 'image') === 'image';
    const wrapperStyles: [string, string][] = [];
    if (minHeight !== undefined) {
      wrapperStyles.push(['min-height', `${minHeight}${text(attributes, 'minHeightUnit', 'px')}`]);
    }
    const overlay = tag('span', {
      'aria-hidden': 'true',
      class: classNames(
        'wp-block-cover__background',
        overlaySlug === undefined ? undefined : `has-${overlaySlug}-background-color`,
        ...dim(dimRatio),
        gradientSlug !== undefined || customGradient !== undefined
          ? 'has-background-gradient'
          : undefined,
        gradientSlug === undefined ? undefined : `has-${gradientSlug}-gradient-background`,
      ),
      style: [
        overlaySlug === undefined && customOverlay !== undefined
          ? `background-color:${customOverlay}`
          : '',
        customGradient === undefined ? '' : `background:${customGradient}`,
      ]
        .filter(Boolean)
        .join(';'),
    });
    const id = optionalNumber(attributes, 'id');
    const sizeSlug = optionalText(attributes, 'sizeSlug');
    const objectPosition = focalPosition(record(attributes, 'focalPoint'));
    const media =
      url === undefined || !isImage
        ? url === undefined
          ? ''
          : tag('video', {
              class: 'wp-block-cover__video-background intrinsic-ignore',
              autoplay: true,
              muted: true,
              loop: true,
              playsinline: true,
              src: url,
              'data-object-fit': 'cover',
            })
        : hasParallax || isRepeated
          ? tag('div', {
              role: 'img',
              class: classNames(
                'wp-block-cover__image-background',
                id === undefined ? undefined : `wp-image-${id}`,
                hasParallax ? 'has-parallax' : undefined,
                isRepeated ? 'is-repeated' : undefined,
              ),
              style: [
                `background-position:${objectPosition ?? '50% 50%'}`,
                unquotedUrl(url) === undefined ? '' : `background-image:url(${url})`,
              ]
                .filter(Boolean)
                .join(';'),
            })
          : tag('img', {
              class: classNames(
                'wp-block-cover__image-background',
                id === undefined ? undefined : `wp-image-${id}`,
                sizeSlug === undefined ? undefined : `size-${sizeSlug}`,
              ),
              alt: text(attributes, 'alt'),
              src: url,
              style: objectPosition === undefined ? undefined : `object-position:${objectPosition}`,
              'data-object-fit': 'cover',
              'data-object-position': objectPosition,
            });
    const centered =
      position === undefined || position === 'center center' || position === 'center';
    const wrapperSource = { ...attributes, gradient: undefined, backgroundColor: undefined };
    const wrapper = wrapperAttributes(blockType, wrapperSource, {
      className: classNames(
        flag(attributes, 'isDark', true) ? undefined : 'is-light',
        hasParallax ? 'has-parallax' : undefined,
        isRepeated ? 'is-repeated' : undefined,
        centered ? undefined : 'has-custom-content-position',
        centered ? undefined : `is-position-${position.replace(' ', '-')}`,
      ),
      style: wrapperStyles,
    });
    const tagName = text(attributes, 'tagName', 'div');
    return tag(
      tagName,
      wrapper,
      `${imageFirst ? `${media}${overlay}` : `${overlay}${media}`}${tag('div', { class: 'wp-block-cover__inner-container' }, INNER_BLOCKS)}`,
    );
  };
}

/** `core/cover`: an image or colour background with an overlay and inner content on top. */
export const cover: BlockType = {
  name: 'core/cover',
  title: 'Cover',
  category: 'media',
  icon: 'cover-image',
  description: 'Add an image or video with a text overlay.',
  example: {
    attributes: { url: examplePicture(1), dimRatio: 40, minHeight: 280 },
    innerBlocks: [
      {
        name: 'core/paragraph',
        attributes: { content: 'Words over a picture', align: 'center' },
      },
    ],
  },
  attributes: {
    url: { type: 'string' },
    useFeaturedImage: { type: 'boolean', default: false },
    id: { type: 'number' },
    alt: { type: 'string', default: '' },
    hasParallax: { type: 'boolean', default: false },
    isRepeated: { type: 'boolean', default: false },
    dimRatio: { type: 'number', default: 100 },
    overlayColor: { type: 'string' },
    customOverlayColor: { type: 'string' },
    isUserOverlayColor: { type: 'boolean' },
    backgroundType: { type: 'string', default: 'image' },
    focalPoint: { type: 'object' },
    minHeight: { type: 'number' },
    minHeightUnit: { type: 'string' },
    gradient: { type: 'string' },
    customGradient: { type: 'string' },
    contentPosition: { type: 'string' },
    isDark: { type: 'boolean', default: true },
    tagName: { type: 'string', default: 'div' },
    sizeSlug: { type: 'string' },
  },
  supports: {
    anchor: true,
    align: true,
    html: false,
    shadow: true,
    spacing: { padding: true, margin: ['top', 'bottom'], blockGap: true },
    border: { color: true, radius: true, style: true, width: true },
    color: { heading: true, text: true, background: false },
    dimensions: { aspectRatio: true },
    typography: { fontSize: true, lineHeight: true, fontFamily: true },
    filter: { duotone: true },
    layout: true,
  },
  selectors: {
    filter: {
      duotone:
        '.wp-block-cover > .wp-block-cover__image-background, .wp-block-cover > .wp-block-cover__video-background',
    },
  },
  save: coverSave(true, dimClasses),
  deprecated: [
    { save: coverSave(true, legacyDimClasses) },
    { save: coverSave(false, legacyDimClasses) },
    { save: coverSave(false, dimClasses) },
  ],
};
