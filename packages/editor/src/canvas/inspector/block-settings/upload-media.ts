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

/** Uploads a file (multipart `file`) to `POST /wp/v2/media`. */
export async function uploadMedia(
  file: File,
  { restRoot, restNonce }: { restRoot: string; restNonce: string },
): Promise<MediaItem> {
  const body = new FormData();
  body.append('file', file, file.name);
  const response = await fetch(`${restRoot.replace(/\/$/, '')}/wp/v2/media`, {
    method: 'POST',
    body,
    credentials: 'same-origin',
    headers: { 'X-WP-Nonce': restNonce, Accept: 'application/json' },
  });
  const payload: unknown = await response.json().catch(() => null);
  const record =
    typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {};
  const item = response.ok ? toMediaItem(record) : null;
  if (item === null) {
    throw new Error(typeof record.message === 'string' ? record.message : 'The upload failed.');
  }
  return item;
}
