import type { PostRow } from '../../db/schema.js';
import { type AttachmentMeta, attachmentMeta } from '../../media/media-operations.js';
import { META_KEYS, metaText, postMeta, registeredMeta } from '../../posts/post-meta.js';
import type { RestContext } from '../context-arg.js';

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function uploadUrl(origin: string, file: string): string {
  return `${origin}/wp-content/uploads/${file.split('/').map(encodeURIComponent).join('/')}`;
}

/**
 * The meta keys attachments register for REST, with their defaults: none, so `meta` is `{}`
 * (the attachment's file data in its meta column is shown as `media_details` instead).
 */
export const ATTACHMENT_REGISTERED_META: Readonly<Record<string, string>> = {};

/**
 * An attachment in the `/wp/v2/media` shape, its fields in WordPress's order, with the full
 * size listed among the sizes. `guid` is the file's address, as WordPress stores it on upload;
 * pings are closed, as attachments do not support trackbacks.
 */
export function presentMedia(row: PostRow, origin: string, context: RestContext) {
  const meta: AttachmentMeta = attachmentMeta(row);
  const stored = postMeta(row);
  const sourceUrl = uploadUrl(origin, meta.file);
  const sizes: Record<
    string,
    {
      file: string;
      width: number;
      height: number;
      mime_type: string;
      filesize: number;
      source_url: string;
    }
  > = {};
  for (const [name, size] of Object.entries(meta.sizes)) {
    sizes[name] = {
      ...size,
      file: size.file.split('/').pop() ?? size.file,
      source_url: uploadUrl(origin, size.file),
    };
  }
  sizes.full = {
    file: meta.file.split('/').pop() ?? meta.file,
    width: meta.width,
    height: meta.height,
    mime_type: meta.mime_type,
    filesize: meta.filesize,
    source_url: sourceUrl,
  };
  return {
    id: row.id,
    date: row.date,
    date_gmt: row.date_gmt,
    guid: { ...(context === 'edit' ? { raw: sourceUrl } : {}), rendered: sourceUrl },
    modified: row.modified,
    modified_gmt: row.modified_gmt,
    slug: row.slug,
    status: row.status,
    type: 'attachment',
    link: sourceUrl,
    title: { ...(context === 'edit' ? { raw: row.title } : {}), rendered: escapeText(row.title) },
    author: row.author,
    comment_status: row.comment_status,
    ping_status: 'closed',
    template: metaText(stored, META_KEYS.template),
    meta: registeredMeta(ATTACHMENT_REGISTERED_META, stored),
    description: {
      ...(context === 'edit' ? { raw: row.content } : {}),
      rendered: row.content ? `<p>${escapeText(row.content)}</p>\n` : '',
    },
    caption: {
      ...(context === 'edit' ? { raw: row.excerpt } : {}),
      rendered: row.excerpt ? `<p>${escapeText(row.excerpt)}</p>\n` : '',
    },
    alt_text: meta.alt_text,
    media_type: 'image',
    mime_type: meta.mime_type,
    post: row.parent || null,
    source_url: sourceUrl,
    media_details: {
      width: meta.width,
      height: meta.height,
      file: meta.file,
      filesize: meta.filesize,
      sizes,
    },
    _links: {
      self: [{ href: `${origin}/wp-json/wp/v2/media/${row.id}` }],
      collection: [{ href: `${origin}/wp-json/wp/v2/media` }],
      author: [{ embeddable: true, href: `${origin}/wp-json/wp/v2/users/${row.author}` }],
    },
  };
}
