import type { Kysely } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';

/** The presence table as Kysely sees it (migration 0009). */
export type PresenceTables = {
  collab_presence: {
    connection_key: string;
    doc_key: string;
    kind: string;
    user_id: number;
    instance_id: string;
    joined_at: string;
    expires_at: string;
  };
};

/** One connection to a document, as an instance records it. */
export interface PresenceEntry {
  connectionKey: string;
  docKey: string;
  kind: string;
  userId: number;
  instanceId: string;
}

/** A person in a document, for the list screens. */
export interface PresentUser {
  id: number;
  name: string;
  slug: string;
}

/** A document someone has open, and who (one entry per person, in the order they joined). */
export interface DocumentPresence {
  docKey: string;
  users: PresentUser[];
}

/**
 * Who has which shared document open, on every instance: one row per connection, kept alive by
 * its instance (`refresh`) and ignored once past its expiry (an instance that crashed), when
 * `removeExpired` deletes it. Times are date text (`2026-11-29T21:46:02`, GMT), which sorts as
 * time on both dialects.
 */
export class PresenceStore {
  private readonly db: Kysely<Database & PresenceTables>;

  constructor(db: Db) {
    this.db = db.withTables<PresenceTables>();
  }

  /** Records a connection (joined now, alive until `expiresAt`). */
  async add(entry: PresenceEntry, joinedAt: string, expiresAt: string): Promise<void> {
    await this.db
      .insertInto('collab_presence')
      .values({
        connection_key: entry.connectionKey,
        doc_key: entry.docKey,
        kind: entry.kind,
        user_id: entry.userId,
        instance_id: entry.instanceId,
        joined_at: joinedAt,
        expires_at: expiresAt,
      })
      .onConflict((oc) => oc.column('connection_key').doUpdateSet({ expires_at: expiresAt }))
      .execute();
  }

  /** Forgets a connection that left. */
  async remove(connectionKey: string): Promise<void> {
    await this.db
      .deleteFrom('collab_presence')
      .where('connection_key', '=', connectionKey)
      .execute();
  }

  /** Keeps every connection of an instance alive until `expiresAt`. */
  async refresh(instanceId: string, expiresAt: string): Promise<void> {
    await this.db
      .updateTable('collab_presence')
      .set({ expires_at: expiresAt })
      .where('instance_id', '=', instanceId)
      .execute();
  }

  /** Forgets every connection of an instance (it is stopping). */
  async removeInstance(instanceId: string): Promise<void> {
    await this.db.deleteFrom('collab_presence').where('instance_id', '=', instanceId).execute();
  }

  /** Deletes the rows that expired before `now`; answers how many. */
  async removeExpired(now: string): Promise<number> {
    const result = await this.db
      .deleteFrom('collab_presence')
      .where('expires_at', '<', now)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /**
   * The documents of a kind that someone has open at `now` (rows past their expiry count for
   * nobody), by document key; each with its people once, in the order they first joined.
   */
  async openDocuments(kind: string, now: string): Promise<DocumentPresence[]> {
    const rows = await this.db
      .selectFrom('collab_presence')
      .innerJoin('users', 'users.id', 'collab_presence.user_id')
      .select([
        'collab_presence.doc_key as docKey',
        'collab_presence.joined_at as joinedAt',
        'users.id as id',
        'users.display_name as name',
        'users.slug as slug',
      ])
      .where('collab_presence.kind', '=', kind)
      .where('collab_presence.expires_at', '>=', now)
      .orderBy('collab_presence.doc_key')
      .orderBy('collab_presence.joined_at')
      .orderBy('collab_presence.connection_key')
      .execute();
    const documents = new Map<string, DocumentPresence>();
    for (const row of rows) {
      let document = documents.get(row.docKey);
      if (!document) {
        document = { docKey: row.docKey, users: [] };
        documents.set(row.docKey, document);
      }
      const id = Number(row.id);
      if (!document.users.some((user) => user.id === id)) {
        document.users.push({ id, name: row.name, slug: row.slug });
      }
    }
    return [...documents.values()];
  }
}
