import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as syncProtocol from 'y-protocols/sync';
import type * as Y from 'yjs';

/**
 * The first varUint of every frame of the co-editing channel: y-protocols' messages as
 * y-websocket numbers them (0–3), then Atelier's save request (8, client → server) and its
 * answer (9, server → client).
 */
export const MESSAGE = {
  sync: 0,
  awareness: 1,
  auth: 2,
  queryAwareness: 3,
  save: 8,
  saved: 9,
} as const;

function frame(write: (encoder: encoding.Encoder) => void): Uint8Array {
  const encoder = encoding.createEncoder();
  write(encoder);
  return encoding.toUint8Array(encoder);
}

/** Sync step 1: this side's state vector, asking the other side for what it lacks. */
export function syncStep1Frame(doc: Y.Doc): Uint8Array {
  return frame((encoder) => {
    encoding.writeVarUint(encoder, MESSAGE.sync);
    syncProtocol.writeSyncStep1(encoder, doc);
  });
}

/** A document update. */
export function updateFrame(update: Uint8Array): Uint8Array {
  return frame((encoder) => {
    encoding.writeVarUint(encoder, MESSAGE.sync);
    syncProtocol.writeUpdate(encoder, update);
  });
}

/** An awareness (presence) update. */
export function awarenessFrame(update: Uint8Array): Uint8Array {
  return frame((encoder) => {
    encoding.writeVarUint(encoder, MESSAGE.awareness);
    encoding.writeVarUint8Array(encoder, update);
  });
}

/**
 * A request to save the shared document as the record (answered by a `saved` frame). `saveId`,
 * chosen by the client once per save and sent again with the save when it is resent after a
 * lost answer, lets the server answer a repeat with the first answer instead of writing again
 * (a frame without it is still read: that save is simply not recognised when repeated).
 */
export function saveFrame(requestId: number, saveId?: string): Uint8Array {
  return frame((encoder) => {
    encoding.writeVarUint(encoder, MESSAGE.save);
    encoding.writeVarUint(encoder, requestId);
    if (saveId !== undefined) encoding.writeVarString(encoder, saveId);
  });
}

/** What a save frame asks: its request id and, when the client sent one, its save id. */
export interface SaveRequest {
  requestId: number;
  saveId?: string;
}

/** The longest save id a server takes (a UUID is 36 characters). */
export const MAX_SAVE_ID_LENGTH = 64;

/** The request of a save frame; undefined when the frame is not one (or not a valid one). */
export function saveRequestOf(bytes: Uint8Array): SaveRequest | undefined {
  try {
    const decoder = decoding.createDecoder(bytes);
    if (decoding.readVarUint(decoder) !== MESSAGE.save) return undefined;
    const requestId = decoding.readVarUint(decoder);
    if (!decoding.hasContent(decoder)) return { requestId };
    const saveId = decoding.readVarString(decoder);
    if (decoding.hasContent(decoder) || saveId === '' || saveId.length > MAX_SAVE_ID_LENGTH) {
      return undefined;
    }
    return { requestId, saveId };
  } catch {
    return undefined;
  }
}

/**
 * The answer to a save: its request id and a JSON body, `{"version": "<ETag>"}` on success, else
 * the standard REST error body `{code, message, data: {status}}`.
 */
export function savedFrame(requestId: number, body: unknown): Uint8Array {
  return frame((encoder) => {
    encoding.writeVarUint(encoder, MESSAGE.saved);
    encoding.writeVarUint(encoder, requestId);
    encoding.writeVarString(encoder, JSON.stringify(body));
  });
}

/** Reads the rest of a `saved` frame (after its type): the request id and the parsed body. */
export function readSaved(decoder: decoding.Decoder): { requestId: number; body: unknown } {
  const requestId = decoding.readVarUint(decoder);
  const text = decoding.readVarString(decoder);
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  return { requestId, body };
}

/**
 * The HTTP fallback's bodies: several frames in one, each as a length-prefixed byte array
 * (lib0's varUint8Array), in order.
 */
export function packFrames(frames: readonly Uint8Array[]): Uint8Array {
  return frame((encoder) => {
    for (const item of frames) encoding.writeVarUint8Array(encoder, item);
  });
}

/** Splits an HTTP fallback body into its frames; undefined when the body is malformed. */
export function unpackFrames(body: Uint8Array): Uint8Array[] | undefined {
  const frames: Uint8Array[] = [];
  try {
    const decoder = decoding.createDecoder(body);
    while (decoding.hasContent(decoder)) frames.push(decoding.readVarUint8Array(decoder));
  } catch {
    return undefined;
  }
  return frames;
}
