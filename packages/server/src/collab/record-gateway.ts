import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.js';
import type { DocKey } from './doc-key.js';
import { type RecordSnapshot, snapshotOf } from './record-snapshot.js';

/** A REST answer read in process (what the router's `read` gives). */
export interface ReadAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  body: unknown;
}

/** Answers `GET path` as the REST route would answer the caller (app.ts passes the router's). */
export type RecordReader = (path: string, caller: FastifyRequest) => Promise<ReadAnswer>;

/** The header that marks the hub's own REST writes, so it does not merge them back. */
export const PUBLISH_HEADER = 'x-atelier-collab-publish';

/**
 * How the hub reads and writes records: through their REST routes, as the person asking, so
 * the same capabilities, sanitising, versions and revisions apply as for any other client.
 */
export interface RecordGateway {
  /** The record's `context=edit` answer as the caller; throws its REST error as an AppError. */
  readForEdit(key: DocKey, caller: FastifyRequest): Promise<RecordSnapshot>;
  /** Whether the caller may read the record at all; throws the REST error when not. */
  assertReadable(key: DocKey, caller: FastifyRequest): Promise<void>;
  /**
   * Updates the record as the caller (If-Match `version`, marked with the publish token);
   * answers the new version and the record as the write stored it, or throws the REST error
   * (412 when someone wrote in between).
   */
  write(
    key: DocKey,
    body: Record<string, unknown>,
    version: string,
    caller: FastifyRequest,
    token: string,
  ): Promise<RecordSnapshot>;
}

function errorOf(status: number, body: unknown): AppError {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const code = typeof fields.code === 'string' ? fields.code : 'rest_error';
  const message = typeof fields.message === 'string' ? fields.message : 'The request failed.';
  return new AppError(code, message, status);
}

/** The gateway over the app's REST routes. */
export function restRecordGateway(fastify: FastifyInstance, read: RecordReader): RecordGateway {
  return {
    async readForEdit(key, caller) {
      const answer = await read(`${key.restPath}?context=edit`, caller);
      if (answer.status !== 200) throw errorOf(answer.status, answer.body);
      return snapshotOf(key.kind, answer.body, answer.headers);
    },
    async assertReadable(key, caller) {
      const answer = await read(key.restPath, caller);
      if (answer.status !== 200) throw errorOf(answer.status, answer.body);
    },
    async write(key, body, version, caller, token) {
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        [PUBLISH_HEADER]: token,
      };
      if (version) headers['if-match'] = version;
      if (caller.headers.cookie) headers.cookie = caller.headers.cookie;
      if (caller.headers.authorization) headers.authorization = caller.headers.authorization;
      const nonce = caller.auth.session?.rest_nonce;
      if (nonce) headers['x-wp-nonce'] = nonce;
      const response = await fastify.inject({
        method: 'PUT',
        url: key.restPath,
        headers,
        payload: JSON.stringify(body),
      });
      if (response.statusCode !== 200) throw errorOf(response.statusCode, response.json());
      // The update answers the record in the edit context: what it stored, raw.
      const etag = response.headers.etag;
      return snapshotOf(key.kind, response.json(), { etag: typeof etag === 'string' ? etag : '' });
    },
  };
}
