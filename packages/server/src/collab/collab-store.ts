import type { BlockIdTree } from '@atelier/blocks';
import type { Generated, Kysely, Transaction } from 'kysely';
import * as Y from 'yjs';
import type { Db } from '../db/database.js';
import type { Dialect } from '../db/dialect.js';
import { nowText } from '../db/time.js';

/** The two collab tables as Kysely sees them (migration 0008). */
export type CollabTables = {
  collab_documents: {
    doc_key: string;
    state: Uint8Array;
    saved_version: string;
    /** `BlockIdTree` JSON of the saved content's blocks (migration 0010); '' when not known. */
    saved_ids: string;
    updated_at: string;
  };
  collab_updates: {
    id: Generated<number>;
    doc_key: string;
    update: Uint8Array;
    instance_id: string;
    created_at: string;
  };
};

type CollabDb = Kysely<CollabTables>;

/** A stored document: its merged state, the updates after it and the version it was saved as. */
export interface StoredDocument {
  state: Uint8Array;
  updates: StoredUpdate[];
  savedVersion: string;
}

export interface StoredUpdate {
  id: number;
  update: Uint8Array;
  instanceId: string;
}

/** The version a document was saved as and the ids of the saved content's blocks (null: unknown). */
export interface SavedIds {
  version: string;
  ids: BlockIdTree | null;
}

/** A stored document's saved version and its ids as stored (JSON text, '' when unknown). */
export interface StoredSavedIds {
  version: string;
  idsJson: string;
}

function idsText(ids: BlockIdTree | null): string {
  return ids === null ? '' : JSON.stringify(ids);
}

function bytes(value: Uint8Array): Buffer {
  return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
}

function toUpdate(row: { id: unknown; update: Uint8Array; instance_id: string }): StoredUpdate {
  return { id: Number(row.id), update: new Uint8Array(row.update), instanceId: row.instance_id };
}

/**
 * Storage of shared documents: one merged state per document plus the updates appended since
 * (each instance appends its own; the others read the rows they have not seen), and compaction
 * that folds the updates into the state in one transaction.
 */
export class CollabStore {
  private readonly db: CollabDb;

  constructor(
    db: Db,
    private readonly dialect: Dialect,
  ) {
    this.db = db.withTables<CollabTables>() as unknown as CollabDb;
  }

  /** The document's state and every update after it, or undefined when it was never stored. */
  async load(docKey: string): Promise<StoredDocument | undefined> {
    const document = await this.db
      .selectFrom('collab_documents')
      .select(['state', 'saved_version'])
      .where('doc_key', '=', docKey)
      .executeTakeFirst();
    if (!document) return undefined;
    const updates = await this.updatesAfter(docKey, 0);
    return {
      state: new Uint8Array(document.state),
      updates,
      savedVersion: document.saved_version,
    };
  }

  /** Whether the document was ever stored. */
  async exists(docKey: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('collab_documents')
      .select('doc_key')
      .where('doc_key', '=', docKey)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The merged state alone (what a reader that missed compacted rows applies). */
  async state(docKey: string): Promise<Uint8Array | undefined> {
    const row = await this.db
      .selectFrom('collab_documents')
      .select('state')
      .where('doc_key', '=', docKey)
      .executeTakeFirst();
    return row ? new Uint8Array(row.state) : undefined;
  }

  /**
   * Stores a first state for a document unless another instance stored one first; answers the
   * stored document either way, so every instance starts from the same block ids.
   */
  async create(docKey: string, state: Uint8Array, saved: SavedIds): Promise<StoredDocument> {
    await this.db
      .insertInto('collab_documents')
      .values({
        doc_key: docKey,
        state: bytes(state),
        saved_version: saved.version,
        saved_ids: idsText(saved.ids),
        updated_at: nowText(),
      })
      .onConflict((oc) => oc.column('doc_key').doNothing())
      .execute();
    const stored = await this.load(docKey);
    if (!stored) throw new Error(`Collab document ${docKey} vanished after it was stored`);
    return stored;
  }

  /** Appends an update; answers its row id. */
  async append(docKey: string, update: Uint8Array, instanceId: string): Promise<number> {
    const row = await this.db
      .insertInto('collab_updates')
      .values({
        doc_key: docKey,
        update: bytes(update),
        instance_id: instanceId,
        created_at: nowText(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  /** The updates of a document with a row id above `afterId`, oldest first. */
  async updatesAfter(docKey: string, afterId: number): Promise<StoredUpdate[]> {
    const rows = await this.db
      .selectFrom('collab_updates')
      .select(['id', 'update', 'instance_id'])
      .where('doc_key', '=', docKey)
      .where('id', '>', afterId)
      .orderBy('id')
      .execute();
    return rows.map(toUpdate);
  }

  /** How many updates wait to be compacted. */
  async pendingCount(docKey: string): Promise<number> {
    const row = await this.db
      .selectFrom('collab_updates')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('doc_key', '=', docKey)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** Records the version of the record the document was last saved as, and its blocks' ids. */
  async setSavedVersion(docKey: string, saved: SavedIds): Promise<void> {
    await this.db
      .updateTable('collab_documents')
      .set({ saved_version: saved.version, saved_ids: idsText(saved.ids), updated_at: nowText() })
      .where('doc_key', '=', docKey)
      .execute();
  }

  /**
   * The saved version and its blocks' ids of each stored document among `docKeys` (one query);
   * a document never stored is not in the answer.
   */
  async savedIdsOf(docKeys: readonly string[]): Promise<Map<string, StoredSavedIds>> {
    const found = new Map<string, StoredSavedIds>();
    if (docKeys.length === 0) return found;
    const rows = await this.db
      .selectFrom('collab_documents')
      .select(['doc_key', 'saved_version', 'saved_ids'])
      .where('doc_key', 'in', [...docKeys])
      .execute();
    for (const row of rows) {
      found.set(row.doc_key, { version: row.saved_version, idsJson: row.saved_ids });
    }
    return found;
  }

  /**
   * Folds every stored update of the document into its state and deletes them, in one
   * transaction (the document's row is locked on PostgreSQL, so two instances never compact the
   * same rows twice). Answers how many updates were folded.
   */
  async compact(docKey: string): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const document = await this.lockedDocument(trx, docKey);
      if (!document) return 0;
      const rows = await trx
        .selectFrom('collab_updates')
        .select(['id', 'update'])
        .where('doc_key', '=', docKey)
        .orderBy('id')
        .execute();
      const last = rows.at(-1);
      if (!last) return 0;
      const merged = Y.mergeUpdates([
        new Uint8Array(document.state),
        ...rows.map((row) => new Uint8Array(row.update)),
      ]);
      await trx
        .updateTable('collab_documents')
        .set({ state: bytes(merged), updated_at: nowText() })
        .where('doc_key', '=', docKey)
        .execute();
      await trx
        .deleteFrom('collab_updates')
        .where('doc_key', '=', docKey)
        .where('id', '<=', Number(last.id))
        .execute();
      return rows.length;
    });
  }

  private lockedDocument(trx: Transaction<CollabTables>, docKey: string) {
    const query = trx.selectFrom('collab_documents').select('state').where('doc_key', '=', docKey);
    return (this.dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
  }
}
