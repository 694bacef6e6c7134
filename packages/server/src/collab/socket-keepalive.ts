/** How often the server pings each WebSocket client (ms): under the 30–60 s idle cut of proxies. */
export const PING_EVERY_MS = 25_000;

/** Pings a client may leave unanswered in a row; at the next tick it is dropped. */
export const MISSED_PINGS_ALLOWED = 2;

/** The part of a `ws` socket the keepalive uses. */
export interface PingableSocket {
  ping(): void;
  /** Ends the connection at once (its `close` event follows: the peer leaves its document). */
  terminate(): void;
  on(event: 'pong', listener: () => void): unknown;
}

/** A running keepalive: `alive()` when the client shows it is there, `stop()` when it closed. */
export interface Keepalive {
  alive(): void;
  stop(): void;
}

/**
 * Pings a WebSocket client every `everyMs` and drops it once it left `MISSED_PINGS_ALLOWED` pings
 * in a row unanswered (a laptop that slept, a network that vanished without a close): it then
 * leaves its document like a closed socket, and its presence goes with it. A pong, or any frame
 * the client sends, counts as an answer. Browsers answer pings by themselves.
 */
export function keepAlive(socket: PingableSocket, everyMs = PING_EVERY_MS): Keepalive {
  let missed = 0;
  const timer = setInterval(() => {
    if (missed >= MISSED_PINGS_ALLOWED) {
      clearInterval(timer);
      socket.terminate();
      return;
    }
    missed += 1;
    try {
      socket.ping();
    } catch {
      // A socket still opening or already closing: its own events end it.
    }
  }, everyMs);
  const alive = () => {
    missed = 0;
  };
  socket.on('pong', alive);
  return { alive, stop: () => clearInterval(timer) };
}
