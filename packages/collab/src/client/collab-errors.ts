import type { CollabError, PublishResult } from './connection-types';

/** A save that could not reach the server within its deadline (the connection was lost). */
export const OFFLINE_ERROR: CollabError = {
  code: 'rest_collab_offline',
  message: 'The changes could not be saved: the connection to the server was lost.',
  data: { status: 0 },
};

/**
 * A save the server did not answer within its deadline (`PUBLISH_ANSWER_MS`): the server is busy
 * or the answer was lost. The edits stay in the document; a new save sends them again. Its
 * message begins with the spec's save-failure text, 'Saving failed.' (spec 2 §8).
 */
export const SAVE_TIMEOUT_ERROR: CollabError = {
  code: 'rest_collab_save_timeout',
  message:
    'Saving failed. The server did not answer in time; your changes are still here. Save again.',
  data: { status: 0 },
};

const BAD_ANSWER: CollabError = {
  code: 'rest_collab_bad_answer',
  message: 'The server answered the save with something this editor cannot read.',
  data: { status: 0 },
};

/** Why `whenSynced()` rejected: the server refused the document (its REST error body). */
export class CollabRefusedError extends Error {
  constructor(readonly body: CollabError) {
    super(body.message);
    this.name = 'CollabRefusedError';
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The body as a REST error (`{code, message, data: {status}}`), or null when it is not one. */
export function collabErrorOf(body: unknown): CollabError | null {
  if (!isRecord(body) || typeof body.code !== 'string' || typeof body.message !== 'string') {
    return null;
  }
  const data = isRecord(body.data) ? body.data : {};
  return {
    code: body.code,
    message: body.message,
    data: { ...data, status: typeof data.status === 'number' ? data.status : 0 },
  };
}

/**
 * A save's answer as a result: `{version}` is a success (with `filtered: true` when the record
 * stored a cleaned form of the document), an error body a failure.
 */
export function publishResultOf(body: unknown): PublishResult {
  if (isRecord(body) && typeof body.version === 'string') {
    return body.filtered === true
      ? { ok: true, version: body.version, filtered: true }
      : { ok: true, version: body.version };
  }
  return { ok: false, error: collabErrorOf(body) ?? BAD_ANSWER };
}
