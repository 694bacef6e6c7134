import type { BlockAttributes } from '@atelier/blocks';

/** The last part of a URL's path, decoded, escaped for rich text. */
function nameFromUrl(url: string): string {
  const last = url.split(/[?#]/)[0]?.split('/').filter(Boolean).pop() ?? '';
  let name = last;
  try {
    name = decodeURIComponent(last);
  } catch {
    name = last;
  }
  return name.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** An id for the link the download button describes, made from the block's client id. */
function linkId(clientId: string): string {
  return `wp-block-file--media-${clientId}`;
}

/**
 * The attributes a file block takes when its address is given: the link and the download button
 * point at it; a block without a name, link id or button text gets them (the file's name, an id
 * from the block, 'Download'), names already chosen are kept. An empty address removes the file.
 */
export function fileUrlChanges(
  attributes: BlockAttributes,
  url: string,
  clientId: string,
): BlockAttributes {
  const href = url.trim();
  if (href === '') return { href: undefined, textLinkHref: undefined };
  const has = (key: string) => typeof attributes[key] === 'string' && attributes[key] !== '';
  return {
    href,
    textLinkHref: href,
    fileName: has('fileName') ? attributes.fileName : nameFromUrl(href),
    fileId: has('fileId') ? attributes.fileId : linkId(clientId),
    downloadButtonText: has('downloadButtonText') ? attributes.downloadButtonText : 'Download',
  };
}

/** The embed height typed in the settings: whole pixels from 1, else the default 600. */
export function previewHeight(value: string): number | undefined {
  const height = Number.parseInt(value, 10);
  return Number.isFinite(height) && height > 0 ? height : undefined;
}
