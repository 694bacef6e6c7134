import { RECORD_DOC_KINDS, type RecordDocKind } from '@atelier/collab';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Capability } from '../auth/capabilities.js';
import { type AuthState, can } from '../auth/current-user.js';
import { AppError, forbidden } from '../errors/app-error.js';
import { siteOrigin } from '../http/site-url.js';
import { avatarUrls } from '../site/avatar.js';
import { collabDisabled, isCollabEnabled } from './collab-enabled.js';
import type { PresenceStore } from './presence-store.js';
import { presenceTime } from './presence-tracker.js';

/** Who has the shared documents of a kind open: `GET …/collab-presence?kind=<kind>`. */
export const PRESENCE_PATH = '/wp-json/atelier/v1/collab-presence';

/**
 * The capability each kind's presence needs: the one its REST route needs to edit a record of
 * that kind (presence tells who is editing what, so only fellow editors may know).
 */
export const PRESENCE_CAPABILITIES: Record<RecordDocKind, Capability> = {
  wp_template: 'edit_theme_options',
  wp_template_part: 'edit_theme_options',
  wp_global_styles: 'edit_theme_options',
  wp_navigation: 'edit_theme_options',
  page: 'edit_pages',
  wp_block: 'edit_posts',
};

/** A person in a document as the endpoint answers them. */
export interface PresenceUserBody {
  id: number;
  name: string;
  avatar: string;
}

export interface PresenceDocumentBody {
  docKey: string;
  users: PresenceUserBody[];
}

function isKind(value: unknown): value is RecordDocKind {
  return typeof value === 'string' && (RECORD_DOC_KINDS as readonly string[]).includes(value);
}

/** The `kind` query parameter, checked as the REST routes check theirs (400 otherwise). */
function kindOf(request: FastifyRequest): RecordDocKind {
  const { kind } = request.query as Record<string, unknown>;
  if (kind === undefined || kind === '') {
    throw new AppError('rest_missing_callback_param', 'Missing parameter(s): kind', 400, {
      params: ['kind'],
    });
  }
  if (!isKind(kind)) {
    throw new AppError('rest_invalid_param', 'Invalid parameter(s): kind', 400, {
      params: { kind: `kind is not one of ${RECORD_DOC_KINDS.join(', ')}.` },
    });
  }
  return kind;
}

/** Whether a caller may know who has the documents of a kind open (they may edit its records). */
export function maySeePresence(auth: AuthState, kind: RecordDocKind): boolean {
  return can(auth, PRESENCE_CAPABILITIES[kind]);
}

/** Refuses a caller who may not edit records of the kind: 401 when logged out, else 403. */
function assertMayEdit(request: FastifyRequest, kind: RecordDocKind): void {
  if (maySeePresence(request.auth, kind)) return;
  const refusal = forbidden();
  if (!request.auth.user) throw new AppError(refusal.code, refusal.message, 401);
  throw refusal;
}

/**
 * The endpoint's answer for a kind (the caller's rights are checked before): the documents
 * someone has open at `at` (ms), each with its people as the site at `origin` shows them.
 */
export async function presenceAnswer(
  store: Pick<PresenceStore, 'openDocuments'>,
  kind: RecordDocKind,
  origin: string,
  at: number,
): Promise<PresenceDocumentBody[]> {
  const documents = await store.openDocuments(kind, presenceTime(at));
  return documents.map((document) => ({
    docKey: document.docKey,
    users: document.users.map((user) => ({
      id: user.id,
      name: user.name,
      avatar: avatarUrls(origin, user)['48'] ?? '',
    })),
  }));
}

/**
 * Mounts the presence endpoint the list screens poll: the documents of one kind that someone
 * has open on any instance, each with its people (id, name, avatar) in the order they joined.
 * While co-editing is off it answers 404 `rest_collab_disabled`, as the document endpoint does.
 */
export function registerPresenceRoute(
  fastify: FastifyInstance,
  store: PresenceStore,
  now: () => number = Date.now,
): void {
  fastify.get(PRESENCE_PATH, async (request, reply): Promise<PresenceDocumentBody[]> => {
    if (!isCollabEnabled()) throw collabDisabled();
    const kind = kindOf(request);
    assertMayEdit(request, kind);
    const answer = await presenceAnswer(store, kind, siteOrigin(request), now());
    reply.header('Cache-Control', 'no-store');
    return answer;
  });
}
