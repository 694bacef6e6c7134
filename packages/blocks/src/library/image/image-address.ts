const IMG_TAG = /<img\b[^>]*>/i;
const SRC_ATTRIBUTE = /\ssrc(?:\s*=|[\s/>]|$)/i;

/**
 * Whether saved image HTML has an `<img>` with a `src` attribute: WordPress's
 * `render_block_core_image` renders an image block without one (a pattern's placeholder) as
 * nothing, so no broken image reaches the page.
 */
export function hasImageAddress(html: string): boolean {
  const img = IMG_TAG.exec(html);
  return img !== null && SRC_ATTRIBUTE.test(img[0]);
}
