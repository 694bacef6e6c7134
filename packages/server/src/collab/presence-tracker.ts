import { parseRecordDocKey } from '@atelier/collab';
import type { PresenceStore } from './presence-store.js';

/** What the hub tells presence: a connection joined or left a document, the hub stops. */
export interface CollabPresenceHook {
  joined(docKey: string, connection: PresenceConnection): void;
  left(docKey: string, connection: PresenceConnection): void;
  close(): Promise<void>;
}

/** A connection as presence needs it: its key and the authenticated person behind it. */
export interface PresenceConnection {
  readonly id: string;
  readonly user: { readonly id: number };
}

export interface PresenceTrackerOptions {
  instanceId: string;
  /** How often this instance keeps its rows alive (ms; 15 s by default). */
  refreshMs?: number;
  /** How long a row lives without a refresh (ms; three refreshes by default). */
  ttlMs?: number;
  now?: () => number;
  log?: (message: string, error?: unknown) => void;
}

/** Date text to the millisecond (`2026-11-29T21:46:02.123`, GMT): sorts as time. */
export function presenceTime(at: number): string {
  return new Date(at).toISOString().slice(0, 23);
}

/**
 * Keeps the presence table in step with an instance's connections: a row when one joins, deleted
 * when it leaves, every row of the instance refreshed on a timer (and expired rows of any
 * instance cleaned) while it runs. Writes go out one after the other, so a quick join and leave
 * never leave a row behind; a failed write is logged, never thrown at the hub.
 */
export class PresenceTracker implements CollabPresenceHook {
  private writes: Promise<void> = Promise.resolve();
  private readonly timer: NodeJS.Timeout;
  private readonly refreshMs: number;
  private readonly ttlMs: number;
  private readonly now: () => number;
  private readonly log: (message: string, error?: unknown) => void;

  constructor(
    private readonly store: PresenceStore,
    private readonly options: PresenceTrackerOptions,
  ) {
    this.refreshMs = options.refreshMs ?? 15_000;
    this.ttlMs = options.ttlMs ?? 3 * this.refreshMs;
    this.now = options.now ?? Date.now;
    this.log = options.log ?? (() => undefined);
    this.timer = setInterval(() => this.refresh(), this.refreshMs);
    this.timer.unref();
  }

  joined(docKey: string, connection: PresenceConnection): void {
    const parsed = parseRecordDocKey(docKey);
    if (!parsed) return;
    const at = this.now();
    this.queue(() =>
      this.store.add(
        {
          connectionKey: connection.id,
          docKey,
          kind: parsed.kind,
          userId: connection.user.id,
          instanceId: this.options.instanceId,
        },
        presenceTime(at),
        presenceTime(at + this.ttlMs),
      ),
    );
  }

  left(_docKey: string, connection: PresenceConnection): void {
    this.queue(() => this.store.remove(connection.id));
  }

  /** Keeps this instance's rows alive and deletes everyone's expired ones. */
  refresh(): Promise<void> {
    const at = this.now();
    this.queue(async () => {
      await this.store.refresh(this.options.instanceId, presenceTime(at + this.ttlMs));
      await this.store.removeExpired(presenceTime(at));
    });
    return this.writes;
  }

  /** Stops the timer and forgets this instance's connections. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    this.queue(() => this.store.removeInstance(this.options.instanceId));
    await this.writes;
  }

  /** Resolves when every write asked for so far is done. */
  settled(): Promise<void> {
    return this.writes;
  }

  private queue(write: () => Promise<void>): void {
    this.writes = this.writes.then(write).catch((error: unknown) => {
      this.log('collab: presence was not stored', error);
    });
  }
}
