import type { BlockAttributes } from '@atelier/blocks';

function objectOf(value: unknown): Readonly<Record<string, unknown>> | undefined {
  return typeof value === 'object' && value !== null
    ? (value as Readonly<Record<string, unknown>>)
    : undefined;
}

/**
 * The URL of one size of a `/wp/v2/media` record (`media_details.sizes[slug].source_url`);
 * the record's own `source_url` for 'full'; undefined when the record has no such size.
 */
export function mediaSizeUrl(
  record: Readonly<Record<string, unknown>> | null | undefined,
  slug: string,
): string | undefined {
  if (record === null || record === undefined) return undefined;
  const sizes = objectOf(objectOf(record.media_details)?.sizes);
  const url = objectOf(sizes?.[slug])?.source_url;
  if (typeof url === 'string' && url !== '') return url;
  if (slug === 'full' && typeof record.source_url === 'string' && record.source_url !== '') {
    return record.source_url;
  }
  return undefined;
}

/**
 * The attribute changes of choosing a resolution, as in WordPress: `sizeSlug` and the image's
 * `url` set to that size's file. '' (Default) goes back to the full-size file with no slug; a
 * size the image does not have keeps the full-size file.
 */
export function imageSizeChanges(
  record: Readonly<Record<string, unknown>> | null | undefined,
  slug: string,
): BlockAttributes {
  const url = mediaSizeUrl(record, slug === '' ? 'full' : slug) ?? mediaSizeUrl(record, 'full');
  const changes: BlockAttributes = { sizeSlug: slug === '' ? undefined : slug };
  if (url !== undefined) changes.url = url;
  return changes;
}
