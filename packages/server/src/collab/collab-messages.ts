import { MESSAGE } from '@atelier/collab/client';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import { writePermissionDenied } from 'y-protocols/auth';
import * as syncProtocol from 'y-protocols/sync';
import type * as Y from 'yjs';

/**
 * The wire format shared with the client (`@atelier/collab/client`): the message types — y-protocols'
 * as y-websocket numbers them, then `save` (8) and `saved` (9) — the save frames, and the
 * fallback's packing of several frames in one body.
 */
export {
  awarenessFrame,
  MESSAGE,
  packFrames,
  savedFrame,
  saveRequestOf,
  syncStep1Frame,
  unpackFrames,
  updateFrame,
} from '@atelier/collab/client';

/** A sync message: step 1 (a state vector), step 2 or an update (document changes). */
export type SyncMessage =
  | { kind: 'step1'; stateVector: Uint8Array }
  | { kind: 'changes'; update: Uint8Array };

/** A frame a client sends, decoded. */
export type ClientMessage =
  | { type: 'sync'; sync: SyncMessage }
  | { type: 'awareness'; update: Uint8Array }
  | { type: 'queryAwareness' };

/** Decodes a client's frame; undefined when it is not a message this server understands. */
export function decodeClientMessage(frame: Uint8Array): ClientMessage | undefined {
  try {
    const decoder = decoding.createDecoder(frame);
    const type = decoding.readVarUint(decoder);
    if (type === MESSAGE.awareness) {
      return { type: 'awareness', update: decoding.readVarUint8Array(decoder) };
    }
    if (type === MESSAGE.queryAwareness) return { type: 'queryAwareness' };
    if (type !== MESSAGE.sync) return undefined;
    const syncType = decoding.readVarUint(decoder);
    const payload = decoding.readVarUint8Array(decoder);
    if (syncType === syncProtocol.messageYjsSyncStep1) {
      return { type: 'sync', sync: { kind: 'step1', stateVector: payload } };
    }
    if (
      syncType === syncProtocol.messageYjsSyncStep2 ||
      syncType === syncProtocol.messageYjsUpdate
    ) {
      return { type: 'sync', sync: { kind: 'changes', update: payload } };
    }
    return undefined;
  } catch {
    return undefined;
  }
}

function frame(write: (encoder: encoding.Encoder) => void): Uint8Array {
  const encoder = encoding.createEncoder();
  write(encoder);
  return encoding.toUint8Array(encoder);
}

/** Sync step 2: what the document holds beyond the client's state vector. */
export function syncStep2Frame(doc: Y.Doc, stateVector: Uint8Array): Uint8Array {
  return frame((encoder) => {
    encoding.writeVarUint(encoder, MESSAGE.sync);
    syncProtocol.writeSyncStep2(encoder, doc, stateVector);
  });
}

/** The y-protocols auth message "permission denied", with the reason the client shows. */
export function permissionDeniedFrame(reason: string): Uint8Array {
  return frame((encoder) => {
    encoding.writeVarUint(encoder, MESSAGE.auth);
    writePermissionDenied(encoder, reason);
  });
}
