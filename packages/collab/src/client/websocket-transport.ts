import type { WebSocketLike } from './connection-types';
import type { Transport, TransportHandlers } from './transport';

/** `WebSocket.OPEN` (the same number in browsers and `ws`). */
const OPEN = 1;

const ignore = () => undefined;

function bytesOf(data: unknown): Uint8Array | undefined {
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  if (ArrayBuffer.isView(data))
    return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  return undefined;
}

/**
 * Opens a WebSocket to `url` and carries binary frames over it. A socket that errors or closes
 * before it opened ends as `unopened` (a browser does not say why: the connection asks the HTTP
 * fallback), one that closes after it opened as `dropped`.
 */
export function openWebSocketTransport(
  WebSocketClass: new (url: string) => WebSocketLike,
  url: string,
  handlers: TransportHandlers,
): Transport {
  let opened = false;
  let ended = false;
  let socket: WebSocketLike | undefined;

  const detach = (target: WebSocketLike) => {
    target.onopen = null;
    target.onmessage = null;
    target.onclose = null;
    // Not null: Node's `ws` throws an 'error' nobody listens to (closing a socket still opening).
    target.onerror = ignore;
  };
  const end = () => {
    if (ended) return;
    ended = true;
    if (socket) {
      detach(socket);
      socket.close();
    }
    handlers.end({ kind: opened ? 'dropped' : 'unopened' });
  };

  try {
    socket = new WebSocketClass(url);
    socket.binaryType = 'arraybuffer';
    socket.onopen = () => {
      if (ended) return;
      opened = true;
      handlers.open();
    };
    socket.onmessage = (event) => {
      const frame = bytesOf(event.data);
      if (frame && !ended) handlers.frame(frame);
    };
    socket.onclose = end;
    socket.onerror = end;
  } catch {
    // An address the browser will not open (or a policy forbidding it): as a failed upgrade.
    Promise.resolve().then(end);
  }

  return {
    kind: 'websocket',
    send(frame) {
      if (!ended && socket?.readyState === OPEN) socket.send(frame);
    },
    close() {
      if (ended) return;
      ended = true;
      if (socket) {
        detach(socket);
        socket.close(1000, 'closed');
      }
    },
  };
}
