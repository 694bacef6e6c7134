import { markRecordDeleted } from '@atelier/collab';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.js';
import type { CollabHub } from './collab-hub.js';
import { type DocKey, docKeyOfRestPath } from './doc-key.js';

/** Kinds whose DELETE may leave the record in place: a template or part goes back to its theme file. */
const REVERTIBLE = new Set(['wp_template', 'wp_template_part']);

/** Whether a DELETE asked to skip the Trash (`?force=true`, as WordPress's REST API takes it). */
function forced(request: FastifyRequest): boolean {
  const query = new URLSearchParams(request.url.split('?')[1] ?? '');
  const force = query.get('force');
  return force === 'true' || force === '1';
}

function isMissing(error: unknown): boolean {
  return error instanceof AppError && (error.status === 404 || error.status === 410);
}

/**
 * After a record's REST DELETE succeeded, tells everyone in its document: a template or part that
 * went back to its theme file is merged in as a REST write (it still exists); any other record is
 * marked deleted — who, and whether to the Trash or for good — in the document's `meta`, which
 * reaches every client on every instance as any update does (the hub stores and announces it).
 * The document itself is kept, so what people typed stays until they leave.
 */
export async function tellRecordDeleted(
  hub: CollabHub,
  key: DocKey,
  request: FastifyRequest,
  now: () => number = Date.now,
): Promise<void> {
  if (REVERTIBLE.has(key.kind)) {
    try {
      await hub.mergeRestWrite(key, request);
      return;
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }
  const user = request.auth.user;
  const by = { id: user?.id ?? 0, name: user?.displayName ?? '' };
  const trashed = !REVERTIBLE.has(key.kind) && !forced(request);
  await hub.changeDocument(key, (doc) => markRecordDeleted(doc, { by, trashed, at: now() }));
}

/** Registers the hook that runs `tellRecordDeleted` after every successful REST DELETE of a record. */
export function registerRecordDeleted(
  fastify: FastifyInstance,
  hub: CollabHub,
  log: (message: string, error?: unknown) => void,
): void {
  fastify.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'DELETE' || reply.statusCode !== 200) return;
    const key = docKeyOfRestPath(request.url);
    if (!key) return;
    tellRecordDeleted(hub, key, request).catch((error: unknown) => {
      log(`collab: the deletion of ${key.key} was not told to its document`, error);
    });
  });
}
