import type { ApiClient } from '../../../data/api-client';
import { errorMessage } from '../../../data/error-message';

const UPLOAD_FAILED = 'The upload failed.';

/** A media item as the inspector needs it. */
export interface MediaItem {
  id: number;
  url: string;
  alt: string;
  title: string;
}

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null && 'rendered' in value) {
    return typeof value.rendered === 'string' ? value.rendered : '';
  }
  return '';
}

/** A `/wp/v2/media` record as a media item (null when it has no URL). */
export function toMediaItem(record: Readonly<Record<string, unknown>>): MediaItem | null {
  const url = text(record.source_url);
  if (url === '' || typeof record.id !== 'number') return null;
  return { id: record.id, url, alt: text(record.alt_text), title: text(record.title) };
}

/** Uploads a file (multipart `file`) to `POST /wp/v2/media` through the REST client. */
export async function uploadMedia(client: ApiClient, file: File): Promise<MediaItem> {
  const body = new FormData();
  body.append('file', file, file.name);
  let record: unknown;
  try {
    record = await client.upload<unknown>('/wp/v2/media', body);
  } catch (error) {
    throw new Error(errorMessage(error, UPLOAD_FAILED));
  }
  const item =
    typeof record === 'object' && record !== null
      ? toMediaItem(record as Record<string, unknown>)
      : null;
  if (item === null) throw new Error(UPLOAD_FAILED);
  return item;
}
