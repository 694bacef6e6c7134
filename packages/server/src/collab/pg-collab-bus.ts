import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../db/database.js';
import type { CollabBus, CollabBusListener } from './collab-bus.js';

/** The PostgreSQL channel every instance listens on. */
export const COLLAB_CHANNEL = 'atelier_collab';

const RECONNECT_DELAYS_MS = [100, 500, 1000, 2000, 5000];

/**
 * A NOTIFY payload: `<doc key> <row id>` for an update, `<doc key> awareness <instance> <base64>`
 * for presence (payloads stay far below PostgreSQL's 8000 bytes: a presence state is small).
 */
export function parseNotification(
  payload: string,
  ownInstance: string,
):
  | { type: 'update'; docKey: string; rowId: number }
  | { type: 'awareness'; docKey: string; update: Uint8Array }
  | undefined {
  const parts = payload.split(' ');
  const docKey = parts[0];
  if (!docKey) return undefined;
  if (parts.length === 2 && /^\d+$/.test(parts[1] ?? '')) {
    return { type: 'update', docKey, rowId: Number(parts[1]) };
  }
  if (parts.length === 4 && parts[1] === 'awareness' && parts[2] !== ownInstance) {
    return {
      type: 'awareness',
      docKey,
      update: new Uint8Array(Buffer.from(parts[3] ?? '', 'base64')),
    };
  }
  return undefined;
}

/**
 * LISTEN / NOTIFY between the instances sharing one PostgreSQL database: notifications go out
 * through the app's pool; a dedicated client per instance listens, and reconnects (then tells the
 * hub to catch up) when its connection drops.
 */
export class PgCollabBus implements CollabBus {
  readonly shared = true;
  private client: pg.Client | undefined;
  private listener: CollabBusListener | undefined;
  private closed = false;
  private attempt = 0;
  private retryTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly databaseUrl: string,
    private readonly instanceId: string,
    private readonly log: (message: string) => void,
  ) {}

  async announceUpdate(docKey: string, rowId: number): Promise<void> {
    await this.notify(`${docKey} ${rowId}`);
  }

  async announceAwareness(docKey: string, update: Uint8Array): Promise<void> {
    const encoded = Buffer.from(update).toString('base64');
    await this.notify(`${docKey} awareness ${this.instanceId} ${encoded}`);
  }

  async listen(listener: CollabBusListener): Promise<void> {
    this.listener = listener;
    await this.connect();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async notify(payload: string): Promise<void> {
    await sql`select pg_notify(${COLLAB_CHANNEL}, ${payload})`.execute(this.db);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl });
    client.on('notification', (message) => {
      if (message.channel !== COLLAB_CHANNEL || !message.payload) return;
      const parsed = parseNotification(message.payload, this.instanceId);
      if (parsed?.type === 'update') this.listener?.onUpdate(parsed.docKey, parsed.rowId);
      if (parsed?.type === 'awareness') this.listener?.onAwareness(parsed.docKey, parsed.update);
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    this.client = client;
    await client.connect();
    await client.query(`LISTEN ${COLLAB_CHANNEL}`);
    this.attempt = 0;
  }

  private lost(client: pg.Client, error: Error): void {
    if (this.closed || this.client !== client) return;
    this.client = undefined;
    client.end().catch(() => undefined);
    this.log(`collab: the LISTEN connection was lost (${error.message}); reconnecting`);
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    const delay = RECONNECT_DELAYS_MS[Math.min(this.attempt, RECONNECT_DELAYS_MS.length - 1)];
    this.attempt += 1;
    this.retryTimer = setTimeout(() => {
      if (this.closed) return;
      this.connect().then(
        () => this.listener?.onReconnect(),
        (error: unknown) => {
          this.client = undefined;
          this.log(
            `collab: reconnecting LISTEN failed (${error instanceof Error ? error.message : String(error)})`,
          );
          this.scheduleReconnect();
        },
      );
    }, delay);
  }
}
