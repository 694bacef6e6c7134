const IMG_TAG = /<img\b[^>]*>/i;
const SRC_ATTRIBUTE = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;

/**
 * Whether saved image HTML has an `<img>` with a non-empty `src`: WordPress renders an image
 * block without one as nothing, so no broken image reaches the page.
 */
export function hasImageAddress(html: string): boolean {
  const img = IMG_TAG.exec(html);
  if (img === null) return false;
  const src = SRC_ATTRIBUTE.exec(img[0]);
  return (src?.[1] ?? src?.[2] ?? src?.[3] ?? '') !== '';
}
