import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepAlive, PING_EVERY_MS, type PingableSocket } from './socket-keepalive.js';

/** A socket that records pings and terminations; `pong()` answers as a client would. */
function fakeSocket() {
  const events: string[] = [];
  let onPong: () => void = () => undefined;
  const socket: PingableSocket = {
    ping: () => events.push('ping'),
    terminate: () => events.push('terminate'),
    on: (_event, listener) => {
      onPong = listener;
    },
  };
  return { socket, events, pong: () => onPong() };
}

describe('keepAlive', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('pings every 25 s and keeps a client that answers', () => {
    const { socket, events, pong } = fakeSocket();
    keepAlive(socket);
    for (let i = 0; i < 5; i += 1) {
      vi.advanceTimersByTime(PING_EVERY_MS);
      pong();
    }
    expect(events).toEqual(['ping', 'ping', 'ping', 'ping', 'ping']);
  });

  it('drops a client that misses two pings in a row, at the next tick', () => {
    const { socket, events } = fakeSocket();
    keepAlive(socket);
    vi.advanceTimersByTime(2 * PING_EVERY_MS);
    expect(events).toEqual(['ping', 'ping']);
    vi.advanceTimersByTime(PING_EVERY_MS);
    expect(events).toEqual(['ping', 'ping', 'terminate']);
    vi.advanceTimersByTime(10 * PING_EVERY_MS);
    expect(events).toHaveLength(3);
  });

  it('any frame from the client counts as an answer; a stopped keepalive pings no more', () => {
    const { socket, events } = fakeSocket();
    const keepalive = keepAlive(socket);
    vi.advanceTimersByTime(2 * PING_EVERY_MS);
    keepalive.alive();
    vi.advanceTimersByTime(PING_EVERY_MS);
    expect(events).toEqual(['ping', 'ping', 'ping']);
    keepalive.stop();
    vi.advanceTimersByTime(10 * PING_EVERY_MS);
    expect(events).toHaveLength(3);
  });
});
