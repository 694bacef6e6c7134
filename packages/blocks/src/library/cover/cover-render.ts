import { isCssAspectRatio } from '@atelier/theme-json';
import type { BlockAttributes } from '../../grammar/block-node';
import { escapeAttribute } from '../../html/escape';
import { classNames, tag } from '../../html/tag';
import type { RenderArguments } from '../../registry/block-type';
import type { MediaItem } from '../../render/render-context';
import { readPath } from '../../supports/style-value';
import { flag, optionalText, record, text } from '../attribute-values';
import { focalPosition, unquotedUrl } from './cover-save';

const FIRST_TAG = /^(\s*<[a-zA-Z][a-zA-Z0-9-]*)([^>]*?)(\/?>)/;
const CLASS_ATTRIBUTE = /\sclass=(?:"([^"]*)"|'([^']*)')/;
const STYLE_ATTRIBUTE = /\sstyle=(?:"([^"]*)"|'([^']*)')/;
const INNER_CONTAINER = /<div\b[^>]+wp-block-cover__inner-container[\s"][^>]*>/;

/** Rewrites the first element's class and style (undefined leaves one as it is). */
function editFirstTag(
  html: string,
  edit: (classes: string[], style: string) => { classes?: string[]; style?: string },
): string {
  const match = FIRST_TAG.exec(html);
  if (match === null) return html;
  const [whole, start = '', attributes = '', end = ''] = match;
  const classMatch = CLASS_ATTRIBUTE.exec(attributes);
  const styleMatch = STYLE_ATTRIBUTE.exec(attributes);
  const classes = (classMatch?.[1] ?? classMatch?.[2] ?? '').split(/\s+/).filter(Boolean);
  const style = styleMatch?.[1] ?? styleMatch?.[2] ?? '';
  const changed = edit(classes, style);
  let updated = attributes;
  if (changed.classes !== undefined) {
    const value = ` class="${escapeAttribute(changed.classes.join(' '))}"`;
    updated = classMatch === null ? `${updated}${value}` : updated.replace(CLASS_ATTRIBUTE, value);
  }
  if (changed.style !== undefined) {
    const value = ` style="${escapeAttribute(changed.style)}"`;
    updated = styleMatch === null ? `${updated}${value}` : updated.replace(STYLE_ATTRIBUTE, value);
  }
  return `${start}${updated}${end}${html.slice(whole.length)}`;
}

/**
 * The aspect ratio, added when rendering as WordPress's dimensions support does (it is never in
 * the saved HTML): `aspect-ratio:…;min-height:unset;` and `has-aspect-ratio` when one is set, or
 * `aspect-ratio:unset;` on a cover with a minimum height, so neither overrides the other.
 */
export function withAspectRatio(html: string, attributes: BlockAttributes): string {
  const ratio = readPath(attributes.style, ['dimensions', 'aspectRatio']);
  const hasRatio = typeof ratio === 'string' && isCssAspectRatio(ratio);
  const hasMinHeight =
    readPath(attributes.style, ['dimensions', 'minHeight']) !== undefined ||
    attributes.minHeight !== undefined;
  if (!hasRatio && !hasMinHeight) return html;
  const declarations = hasRatio ? `aspect-ratio:${ratio};min-height:unset;` : 'aspect-ratio:unset;';
  return editFirstTag(html, (classes, style) => {
    const joined = style === '' || style.trimEnd().endsWith(';') ? style : `${style};`;
    return {
      style: `${joined}${declarations}`,
      classes:
        hasRatio && !classes.includes('has-aspect-ratio')
          ? [...classes, 'has-aspect-ratio']
          : undefined,
    };
  });
}

/** The post's featured image as the cover's background (an `<img>`, or a parallax `<div>`). */
export function featuredImageBackground(attributes: BlockAttributes, image: MediaItem): string {
  const focal = focalPosition(record(attributes, 'focalPoint'));
  const hasParallax = flag(attributes, 'hasParallax');
  const isRepeated = flag(attributes, 'isRepeated');
  if (!hasParallax && !isRepeated) {
    return tag('img', {
      width: image.width,
      height: image.height,
      src: image.url,
      class: 'wp-block-cover__image-background wp-post-image',
      alt: image.alt ?? '',
      'data-object-fit': 'cover',
      'data-object-position': focal,
      style: focal === undefined ? undefined : `object-position:${focal};`,
    });
  }
  const alt = (image.alt ?? '').trim();
  const url = unquotedUrl(image.url);
  return tag('div', {
    role: alt === '' ? undefined : 'img',
    'aria-label': alt === '' ? undefined : alt,
    class: classNames(
      'wp-block-cover__image-background',
      image.id === undefined ? undefined : `wp-image-${image.id}`,
      hasParallax ? 'has-parallax' : undefined,
      isRepeated ? 'is-repeated' : undefined,
    ),
    style: `background-position:${focal ?? '50% 50%'};${url === undefined ? '' : `background-image:url(${url});`}`,
  });
}

/**
 * A cover that uses the post's featured image gets it between the overlay and the inner
 * container, like WordPress's `render_block_core_cover`; without a featured image the saved
 * HTML is left as it is. With no overlay colour chosen, `is-light` (set when the editor had no
 * image to measure) is taken off again.
 */
export function withFeaturedImage(
  html: string,
  attributes: BlockAttributes,
  image: MediaItem | null | undefined,
): string {
  if (text(attributes, 'backgroundType', 'image') !== 'image') return html;
  if (!flag(attributes, 'useFeaturedImage') || image === undefined || image === null) return html;
  const container = INNER_CONTAINER.exec(html);
  if (container === null) return html;
  const withImage = `${html.slice(0, container.index)}${featuredImageBackground(attributes, image)}${html.slice(container.index)}`;
  if (optionalText(attributes, 'overlayColor') !== undefined) return withImage;
  return editFirstTag(withImage, (classes) =>
    classes.includes('is-light') ? { classes: classes.filter((name) => name !== 'is-light') } : {},
  );
}

/** `core/cover` on the public site (and in the canvas previews): saved HTML plus render-time parts. */
export async function renderCover({
  attributes,
  context,
  renderInner,
}: RenderArguments): Promise<string> {
  const html = await renderInner();
  return withAspectRatio(
    withFeaturedImage(html, attributes, context.post?.featuredImage),
    attributes,
  );
}
