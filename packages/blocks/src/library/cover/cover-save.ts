import { cssUrl, isCssColor, isCssGradient } from '@atelier/theme-json';
import type { BlockAttributes } from '../../grammar/block-node';
import { classNames, tag } from '../../html/tag';
import type { SaveArguments } from '../../registry/block-type';
import { INNER_BLOCKS } from '../../registry/inner-blocks';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { flag, numberValue, optionalNumber, optionalText, record, text } from '../attribute-values';

/** How one generation of the cover's saved HTML differs from the current one. */
export interface CoverSaveFormat {
  /** The background media before the overlay (current) or after it (WordPress 5.x–6.x themes). */
  mediaFirst: boolean;
  /** `has-background-dim-0` for a 0 % overlay (current) or no dim class at all (older). */
  dimZeroClass: boolean;
  /**
   * Atelier's first covers: the aspect ratio in the saved wrapper (WordPress adds it at render),
   * `role="img"` on every parallax background, videos without poster or position, no
   * `wp-block-cover__gradient-background`.
   */
  earlyAtelier: boolean;
}

/** The saved HTML WordPress's cover writes today. */
export const CURRENT_COVER_FORMAT: CoverSaveFormat = {
  mediaFirst: true,
  dimZeroClass: true,
  earlyAtelier: false,
};

/** `x% y%` of a focal point, or undefined without one. */
export function focalPosition(point: Record<string, unknown>): string | undefined {
  const { x, y } = point;
  if (typeof x !== 'number' || typeof y !== 'number') return undefined;
  return `${Math.round(x * 100)}% ${Math.round(y * 100)}%`;
}

/**
 * The image address as the block editor writes it in a style attribute (`url(…)` unquoted), or
 * undefined when it is not an http(s)/relative address or holds characters that could end it.
 */
export function unquotedUrl(url: string): string | undefined {
  return cssUrl(url) !== undefined && /^[^\s()'"\\;{}<>]+$/.test(url) ? url : undefined;
}

function dimClass(ratio: number, format: CoverSaveFormat): string | undefined {
  if (ratio === 50 || (ratio === 0 && !format.dimZeroClass)) return undefined;
  return `has-background-dim-${10 * Math.round(ratio / 10)}`;
}

function overlay(attributes: BlockAttributes, format: CoverSaveFormat): string {
  const dimRatio = numberValue(attributes, 'dimRatio', 100);
  const overlaySlug = optionalText(attributes, 'overlayColor');
  const gradientSlug = optionalText(attributes, 'gradient');
  const gradientText = optionalText(attributes, 'customGradient');
  const customGradient = isCssGradient(gradientText) ? gradientText : undefined;
  const overlayText = optionalText(attributes, 'customOverlayColor');
  const customOverlay = isCssColor(overlayText) ? overlayText : undefined;
  const hasGradient = gradientSlug !== undefined || gradientText !== undefined;
  const hasDim = format.dimZeroClass || dimRatio !== 0;
  return tag('span', {
    'aria-hidden': 'true',
    class: classNames(
      'wp-block-cover__background',
      overlaySlug === undefined ? undefined : `has-${overlaySlug}-background-color`,
      dimClass(dimRatio, format),
      hasDim ? 'has-background-dim' : undefined,
      // Kept by WordPress for covers saved with media, a gradient and a dim.
      !format.earlyAtelier &&
        optionalText(attributes, 'url') !== undefined &&
        hasGradient &&
        dimRatio !== 0
        ? 'wp-block-cover__gradient-background'
        : undefined,
      hasGradient ? 'has-background-gradient' : undefined,
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
}

function imageMedia(attributes: BlockAttributes, url: string, format: CoverSaveFormat): string {
  const id = optionalNumber(attributes, 'id');
  const sizeSlug = optionalText(attributes, 'sizeSlug');
  const hasParallax = flag(attributes, 'hasParallax');
  const isRepeated = flag(attributes, 'isRepeated');
  const alt = text(attributes, 'alt');
  const focal = focalPosition(record(attributes, 'focalPoint'));
  const className = classNames(
    'wp-block-cover__image-background',
    id === undefined ? undefined : `wp-image-${id}`,
    sizeSlug === undefined ? undefined : `size-${sizeSlug}`,
    hasParallax ? 'has-parallax' : undefined,
    isRepeated ? 'is-repeated' : undefined,
  );
  if (hasParallax || isRepeated) {
    const labelled = alt !== '' && !format.earlyAtelier;
    return tag('div', {
      role: labelled || format.earlyAtelier ? 'img' : undefined,
      'aria-label': labelled ? alt : undefined,
      class: className,
      style: [
        `background-position:${focal ?? '50% 50%'}`,
        unquotedUrl(url) === undefined ? '' : `background-image:url(${url})`,
      ]
        .filter(Boolean)
        .join(';'),
    });
  }
  return tag('img', {
    class: className,
    alt,
    src: url,
    style: focal === undefined ? undefined : `object-position:${focal}`,
    'data-object-fit': 'cover',
    'data-object-position': focal,
  });
}

function videoMedia(attributes: BlockAttributes, url: string, format: CoverSaveFormat): string {
  const hasParallax = flag(attributes, 'hasParallax') && !format.earlyAtelier;
  const focal =
    format.earlyAtelier || flag(attributes, 'hasParallax') || flag(attributes, 'isRepeated')
      ? undefined
      : focalPosition(record(attributes, 'focalPoint'));
  return tag('video', {
    class: classNames(
      'wp-block-cover__video-background',
      'intrinsic-ignore',
      hasParallax ? 'has-parallax' : undefined,
    ),
    autoplay: true,
    muted: true,
    loop: true,
    playsinline: true,
    src: url,
    poster: format.earlyAtelier ? undefined : optionalText(attributes, 'poster'),
    style: focal === undefined ? undefined : `object-position:${focal}`,
    'data-object-fit': 'cover',
    'data-object-position': focal,
  });
}

/** The background media the cover saves: none for the featured image (added at render). */
function media(attributes: BlockAttributes, format: CoverSaveFormat): string {
  const url = optionalText(attributes, 'url');
  if (url === undefined) return '';
  const backgroundType = text(attributes, 'backgroundType', 'image');
  if (backgroundType === 'image') {
    return flag(attributes, 'useFeaturedImage') ? '' : imageMedia(attributes, url, format);
  }
  if (backgroundType === 'video') return videoMedia(attributes, url, format);
  if (backgroundType === 'embed-video') {
    return tag(
      'figure',
      {
        class: 'wp-block-cover__video-background wp-block-cover__embed-background wp-block-embed',
      },
      tag('div', { class: 'wp-block-embed__wrapper' }, url),
    );
  }
  return '';
}

/** The style object without `dimensions.aspectRatio` (WordPress adds it when rendering). */
function withoutAspectRatio(style: unknown): unknown {
  if (typeof style !== 'object' || style === null) return style;
  const { dimensions, ...rest } = style as Record<string, unknown>;
  if (typeof dimensions !== 'object' || dimensions === null) return style;
  const { aspectRatio: _aspectRatio, ...otherDimensions } = dimensions as Record<string, unknown>;
  return Object.keys(otherDimensions).length > 0 ? { ...rest, dimensions: otherDimensions } : rest;
}

/** `core/cover`'s save in one of its formats. */
export function coverSave(format: CoverSaveFormat) {
  return ({ attributes, blockType }: SaveArguments): string => {
    const minHeight = optionalNumber(attributes, 'minHeight');
    const position = optionalText(attributes, 'contentPosition');
    const centered =
      position === undefined || position === 'center center' || position === 'center';
    const wrapper = wrapperAttributes(
      blockType,
      {
        ...attributes,
        gradient: undefined,
        backgroundColor: undefined,
        style: format.earlyAtelier ? attributes.style : withoutAspectRatio(attributes.style),
      },
      {
        className: classNames(
          flag(attributes, 'isDark', true) ? undefined : 'is-light',
          flag(attributes, 'hasParallax') ? 'has-parallax' : undefined,
          flag(attributes, 'isRepeated') ? 'is-repeated' : undefined,
          centered ? undefined : 'has-custom-content-position',
          centered ? undefined : `is-position-${position.replace(' ', '-')}`,
        ),
        style:
          minHeight === undefined || (minHeight === 0 && !format.earlyAtelier)
            ? []
            : [['min-height', `${minHeight}${text(attributes, 'minHeightUnit', 'px')}`]],
      },
    );
    const background = media(attributes, format);
    const span = overlay(attributes, format);
    const layers = format.mediaFirst ? `${background}${span}` : `${span}${background}`;
    const inner = tag('div', { class: 'wp-block-cover__inner-container' }, INNER_BLOCKS);
    return tag(text(attributes, 'tagName', 'div'), wrapper, `${layers}${inner}`);
  };
}
