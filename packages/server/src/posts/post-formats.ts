import { META_KEYS, metaText } from './post-meta.js';

/** WordPress's post formats, in the order its posts controller lists them in the schema. */
export const POST_FORMATS = [
  'standard',
  'aside',
  'chat',
  'gallery',
  'link',
  'image',
  'quote',
  'status',
  'video',
  'audio',
] as const;

export type PostFormat = (typeof POST_FORMATS)[number];

function isPostFormat(value: string): value is PostFormat {
  return (POST_FORMATS as readonly string[]).includes(value);
}

/** The record's format: the one its meta holds, or `standard` when it holds none (or a stray). */
export function postFormat(meta: Record<string, unknown>): PostFormat {
  const stored = metaText(meta, META_KEYS.format);
  return isPostFormat(stored) ? stored : 'standard';
}

/**
 * Meta with the format set: `standard` is the absence of a format, as WordPress removes the
 * `post_format` term for it, so only the other formats are stored.
 */
export function withPostFormat(
  meta: Record<string, unknown>,
  format: PostFormat,
): Record<string, unknown> {
  const next = { ...meta };
  if (format === 'standard') delete next[META_KEYS.format];
  else next[META_KEYS.format] = format;
  return next;
}
