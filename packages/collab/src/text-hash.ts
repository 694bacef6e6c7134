/**
 * A short fingerprint of a text (32-bit FNV-1a over its UTF-16 code units, base 36): the saved
 * markup of a block records its rich text this way, to tell whether the shared text has moved
 * on since, without holding a second copy of it.
 */
export function textHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
