import type { PostRow } from '../../db/schema.js';
import { rowEtag } from '../../db/versioned-writes.js';
import { AppError } from '../../errors/app-error.js';
import { siteOrigin } from '../../http/site-url.js';
import { MAX_UPLOAD_BYTES } from '../../media/image-sizes.js';
import {
  canActOnMedia,
  MEDIA_LIST_EDIT_CAPABILITY,
  type MediaAction,
} from '../../media/media-access.js';
import {
  deleteAttachment,
  TOO_BIG_MESSAGE,
  updateAttachment,
  uploadImage,
} from '../../media/media-operations.js';
import { listAttachments } from '../../media/media-query.js';
import { denied } from '../../posts/post-access.js';
import { findPost } from '../../posts/post-query.js';
import { clientVersion } from '../client-version.js';
import { assertEditContextAllowed, contextArg, requestContext } from '../context-arg.js';
import { readMultipartParts } from '../multipart-parts.js';
import { assertPageInRange, pageWindow, paginationArgs, totalHeaders } from '../pagination.js';
import type { RestRequest, RestResponse, RestRoute } from '../router.js';
import { UPDATE_METHODS } from '../update-methods.js';
import { presentMedia } from './present-media.js';

const NOT_FOUND = () => new AppError('rest_post_invalid_id', 'Invalid post ID.', 404);

async function findAttachment(request: RestRequest): Promise<PostRow> {
  const id = Number(request.params.id);
  if (!Number.isInteger(id) || id <= 0) throw NOT_FOUND();
  const row = await findPost(request.app.db, 'attachment', id);
  if (!row) throw NOT_FOUND();
  return row;
}

const REFUSALS: Record<MediaAction, { code: string; message: string }> = {
  edit: { code: 'rest_cannot_edit', message: 'Sorry, you are not allowed to edit this post.' },
  delete: {
    code: 'rest_cannot_delete',
    message: 'Sorry, you are not allowed to delete this post.',
  },
};

/** A permission check: the attachment exists (else 404) and the user may act on it. */
function mayActOnMedia(action: MediaAction) {
  return async (request: RestRequest): Promise<void> => {
    const row = await findAttachment(request);
    if (!canActOnMedia(request.auth, action, row)) {
      const refusal = REFUSALS[action];
      throw denied(request.auth, refusal.code, refusal.message);
    }
  };
}

/** `context=edit` on one attachment needs the right to edit it (own, or others' with edit_others_posts). */
async function mayReadMedia(request: RestRequest): Promise<void> {
  if (requestContext(request) !== 'edit') return;
  const row = await findAttachment(request);
  if (!canActOnMedia(request.auth, 'edit', row)) {
    throw denied(
      request.auth,
      'rest_forbidden_context',
      'Sorry, you are not allowed to edit this post.',
    );
  }
}

function respond(
  request: RestRequest,
  row: PostRow,
  status = 200,
  context = requestContext(request),
): RestResponse {
  return {
    status,
    body: presentMedia(row, siteOrigin(request.raw), context),
    headers: { ETag: rowEtag(row) },
  };
}

/** The upload in a request: a multipart `file` field, or the raw body with Content-Disposition. */
async function readUpload(
  request: RestRequest,
): Promise<{ bytes: Buffer; filename: string; fields: Record<string, string> }> {
  const raw = request.raw;
  if (raw.isMultipart()) {
    const { file, fields } = await readMultipartParts(raw, {
      maxFileBytes: MAX_UPLOAD_BYTES,
      tooBig: () => new AppError('rest_upload_file_too_big', TOO_BIG_MESSAGE, 413),
    });
    if (!file) throw new AppError('rest_upload_no_data', 'No data supplied.', 400);
    return { bytes: file.bytes, filename: file.filename, fields: Object.fromEntries(fields) };
  }
  if (Buffer.isBuffer(raw.body)) {
    const disposition = String(raw.headers['content-disposition'] ?? '');
    const filename = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1];
    if (!filename)
      throw new AppError(
        'rest_upload_no_content_disposition',
        'No Content-Disposition supplied.',
        400,
      );
    return { bytes: raw.body, filename: decodeURIComponent(filename), fields: {} };
  }
  throw new AppError('rest_upload_no_data', 'No data supplied.', 400);
}

const textArgs = {
  title: {
    type: ['string', 'object'] as ('string' | 'object')[],
    description: 'The title for the attachment.',
  },
  alt_text: {
    type: 'string' as const,
    description: 'Alternative text to display when the attachment is not displayed.',
  },
  caption: {
    type: ['string', 'object'] as ('string' | 'object')[],
    description: 'The attachment caption.',
  },
  description: {
    type: ['string', 'object'] as ('string' | 'object')[],
    description: 'The attachment description.',
  },
};

function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && typeof (value as { raw?: unknown }).raw === 'string')
    return (value as { raw: string }).raw;
  return undefined;
}

/**
 * `/wp/v2/media`: images uploaded to the site. Uploading needs upload_files; editing and deleting
 * need the right to that attachment (own, or others' with edit_others_posts / delete_others_posts).
 */
export const mediaRoutes: RestRoute[] = [
  {
    method: 'GET',
    namespace: 'wp/v2',
    path: '/media',
    permission: (request) =>
      assertEditContextAllowed(
        request,
        MEDIA_LIST_EDIT_CAPABILITY,
        'Sorry, you are not allowed to edit posts in this post type.',
      ),
    args: {
      ...paginationArgs(),
      context: contextArg,
      search: { type: 'string' },
      media_type: { type: 'string', enum: ['image'] },
      order: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
    },
    handler: async (request) => {
      const page = Number(request.params.page);
      const perPage = Number(request.params.per_page);
      const { offset, limit } = pageWindow(page, perPage);
      const { rows, total } = await listAttachments(request.app.db, {
        search: typeof request.params.search === 'string' ? request.params.search : undefined,
        order: request.params.order === 'asc' ? 'asc' : 'desc',
        offset,
        limit: limit ?? 100,
      });
      assertPageInRange(page, perPage, total);
      return {
        body: rows.map((row) =>
          presentMedia(row, siteOrigin(request.raw), requestContext(request)),
        ),
        headers: totalHeaders(total, perPage),
      };
    },
  },
  {
    method: 'POST',
    namespace: 'wp/v2',
    path: '/media',
    permission: (request) => {
      if (!request.auth.user?.capabilities.has('upload_files')) {
        throw denied(
          request.auth,
          'rest_cannot_create',
          'Sorry, you are not allowed to upload media on this site.',
        );
      }
    },
    handler: async (request) => {
      const upload = await readUpload(request);
      const fields = { ...upload.fields, ...(request.raw.query as Record<string, string>) };
      const row = await uploadImage(
        request.app,
        {
          bytes: upload.bytes,
          filename: upload.filename,
          title: fields.title,
          altText: fields.alt_text,
          caption: fields.caption,
        },
        request.auth.user?.id ?? 0,
      );
      return respond(request, row, 201, 'edit');
    },
  },
  {
    method: 'GET',
    namespace: 'wp/v2',
    path: '/media/:id',
    permission: mayReadMedia,
    args: { context: contextArg },
    handler: async (request) => respond(request, await findAttachment(request)),
  },
  {
    method: UPDATE_METHODS,
    namespace: 'wp/v2',
    path: '/media/:id',
    permission: mayActOnMedia('edit'),
    args: textArgs,
    handler: async (request) => {
      const row = await findAttachment(request);
      await updateAttachment(
        request.app,
        row,
        {
          title: text(request.params.title),
          altText: text(request.params.alt_text),
          caption: text(request.params.caption),
          description: text(request.params.description),
        },
        clientVersion(request),
      );
      return respond(request, await findAttachment(request), 200, 'edit');
    },
  },
  {
    method: 'DELETE',
    namespace: 'wp/v2',
    path: '/media/:id',
    permission: mayActOnMedia('delete'),
    args: { force: { type: 'boolean', default: false } },
    handler: async (request) => {
      const row = await findAttachment(request);
      if (request.params.force !== true) {
        throw new AppError(
          'rest_trash_not_supported',
          'The media library does not support the trash. Set "force=true" to delete.',
          501,
        );
      }
      const previous = presentMedia(row, siteOrigin(request.raw), 'edit');
      await deleteAttachment(request.app, row);
      return { body: { deleted: true, previous } };
    },
  },
];
