import type { BlockType } from '../../registry/block-type';
import { examplePicture } from '../image/example-picture';
import { renderCover } from './cover-render';
import { CURRENT_COVER_FORMAT, coverSave } from './cover-save';

/**
 * `core/cover`: an image or colour background with an overlay and inner content on top. Saved
 * like WordPress's cover; rendering adds what WordPress adds at render time (the featured image,
 * the aspect ratio).
 */
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
    poster: { type: 'string', source: 'attribute', selector: 'video', attribute: 'poster' },
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
  save: coverSave(CURRENT_COVER_FORMAT),
  render: renderCover,
  deprecated: [
    { save: coverSave({ ...CURRENT_COVER_FORMAT, mediaFirst: false }) },
    { save: coverSave({ ...CURRENT_COVER_FORMAT, dimZeroClass: false }) },
    { save: coverSave({ ...CURRENT_COVER_FORMAT, mediaFirst: false, dimZeroClass: false }) },
    { save: coverSave({ ...CURRENT_COVER_FORMAT, earlyAtelier: true }) },
  ],
};
