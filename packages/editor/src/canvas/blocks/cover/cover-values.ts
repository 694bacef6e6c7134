import type { BlockAttributes } from '@atelier/blocks';
import type { MediaItem } from '../../inspector/block-settings/upload-media';

/** The overlay opacity in % (`dimRatio`; the block's default is 100). */
export function coverDimRatio(attributes: Readonly<Record<string, unknown>>): number {
  return typeof attributes.dimRatio === 'number' ? attributes.dimRatio : 100;
}

/** Whether a cover has something to show: an image or video, an overlay colour or a gradient. */
export function coverHasBackground(attributes: Readonly<Record<string, unknown>>): boolean {
  return ['url', 'overlayColor', 'customOverlayColor', 'gradient', 'customGradient'].some(
    (name) => typeof attributes[name] === 'string' && attributes[name] !== '',
  );
}

/**
 * The attribute changes of choosing a cover's image, as in WordPress: the image, and an overlay
 * at 50 % instead of the opaque 100 % the first time an image is chosen (so the image shows).
 */
export function coverImageChanges(
  attributes: Readonly<Record<string, unknown>>,
  item: MediaItem,
): BlockAttributes {
  const changes: BlockAttributes = {
    url: item.url,
    id: item.id,
    alt: item.alt,
    backgroundType: undefined,
  };
  const hadImage = typeof attributes.url === 'string' && attributes.url !== '';
  if (!hadImage && coverDimRatio(attributes) === 100) changes.dimRatio = 50;
  return changes;
}

/** The attribute change of an overlay opacity slider position (0–100, by 10). */
export function coverDimRatioChange(value: string): BlockAttributes {
  const number = Number(value);
  const ratio = Number.isFinite(number)
    ? Math.min(100, Math.max(0, Math.round(number / 10) * 10))
    : 100;
  return { dimRatio: ratio };
}
