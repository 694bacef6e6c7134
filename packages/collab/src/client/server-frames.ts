import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import { readAuthMessage } from 'y-protocols/auth';
import { type Awareness, applyAwarenessUpdate, encodeAwarenessUpdate } from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import { MESSAGE, readSaved } from './frames';

/** What a server frame meant for the connection, beyond what it did to the doc and awareness. */
export type ServerEvent =
  | { type: 'synced' }
  | { type: 'denied'; reason: string }
  | { type: 'saved'; requestId: number; body: unknown };

/** The outcome of one server frame: a frame to answer with, and an event for the connection. */
export interface ServerFrameOutcome {
  reply: Uint8Array | null;
  event: ServerEvent | null;
}

const NOTHING: ServerFrameOutcome = { reply: null, event: null };

/**
 * Handles one frame from the server as a y-websocket client does: sync step 1 is answered with
 * step 2, step 2 and updates are applied with `origin` (so they are not sent back), awareness is
 * applied with `origin`, a query for awareness is answered with every known state, a "permission
 * denied" and a save's answer become events. A frame that cannot be read is ignored.
 */
export function handleServerFrame(
  frame: Uint8Array,
  awareness: Awareness,
  origin: unknown,
): ServerFrameOutcome {
  try {
    const decoder = decoding.createDecoder(frame);
    const type = decoding.readVarUint(decoder);
    switch (type) {
      case MESSAGE.sync: {
        const encoder = encoding.createEncoder();
        encoding.writeVarUint(encoder, MESSAGE.sync);
        const kind = syncProtocol.readSyncMessage(decoder, encoder, awareness.doc, origin);
        return {
          reply: kind === syncProtocol.messageYjsSyncStep1 ? encoding.toUint8Array(encoder) : null,
          event: kind === syncProtocol.messageYjsSyncStep2 ? { type: 'synced' } : null,
        };
      }
      case MESSAGE.awareness:
        applyAwarenessUpdate(awareness, decoding.readVarUint8Array(decoder), origin);
        return NOTHING;
      case MESSAGE.queryAwareness: {
        const encoder = encoding.createEncoder();
        encoding.writeVarUint(encoder, MESSAGE.awareness);
        const clients = [...awareness.getStates().keys()];
        encoding.writeVarUint8Array(encoder, encodeAwarenessUpdate(awareness, clients));
        return { reply: encoding.toUint8Array(encoder), event: null };
      }
      case MESSAGE.auth: {
        let event: ServerEvent | null = null;
        readAuthMessage(decoder, awareness.doc, (_doc, reason) => {
          event = { type: 'denied', reason };
        });
        return { reply: null, event };
      }
      case MESSAGE.saved:
        return { reply: null, event: { type: 'saved', ...readSaved(decoder) } };
      default:
        return NOTHING;
    }
  } catch {
    return NOTHING;
  }
}
