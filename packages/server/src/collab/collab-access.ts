import type { FastifyRequest } from 'fastify';
import { can } from '../auth/current-user.js';
import { AppError, invalidNonce, notLoggedIn } from '../errors/app-error.js';
import { siteOrigin } from '../http/site-url.js';
import type { DocKey } from './doc-key.js';
import type { RecordGateway } from './record-gateway.js';
import type { RecordSnapshot } from './record-snapshot.js';

/** What a person may do in a document: read it (join) and, when `canEdit`, change it. */
export interface CollabAccess {
  userId: number;
  /** Their display name (what others see in the document, whatever their client claims). */
  userName: string;
  canEdit: boolean;
  /** Whether what they write may hold any HTML (`unfiltered_html`); else it is cleaned on save. */
  unfilteredHtml: boolean;
  /** The record as the caller read it for editing (absent for a reader). */
  snapshot: RecordSnapshot | undefined;
}

export const foreignOrigin = () =>
  new AppError('rest_collab_forbidden_origin', 'Requests from another site are not allowed.', 403);

/**
 * Checks a request to join a document, before any socket opens: a session cookie, its REST
 * nonce (`_wpnonce`, or the `X-WP-Nonce` header where a client can send one), a same-origin
 * `Origin`, then the record's own REST permissions as the caller: the edit context to change
 * it, the plain read to follow it. Throws the REST error (401, 403, 404) otherwise.
 */
export async function checkCollabAccess(
  request: FastifyRequest,
  key: DocKey,
  gateway: RecordGateway,
): Promise<CollabAccess> {
  const { auth } = request;
  if (auth.method !== 'cookie' || !auth.user || !auth.session) throw notLoggedIn();
  const query = request.query as Record<string, unknown>;
  const nonce = query._wpnonce ?? request.headers['x-wp-nonce'];
  if (typeof nonce !== 'string' || nonce !== auth.session.rest_nonce) throw invalidNonce();
  if (request.headers.origin !== siteOrigin(request)) throw foreignOrigin();
  const unfilteredHtml = can(auth, 'unfiltered_html');
  const { id: userId, displayName: userName } = auth.user;
  try {
    const snapshot = await gateway.readForEdit(key, request);
    return { userId, userName, canEdit: true, unfilteredHtml, snapshot };
  } catch (error) {
    if (!(error instanceof AppError) || error.status === 404) throw error;
  }
  await gateway.assertReadable(key, request);
  return { userId, userName, canEdit: false, unfilteredHtml, snapshot: undefined };
}
