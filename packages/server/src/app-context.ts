import type { BlockIdTree } from '@atelier/blocks';
import type { ServerConfig } from './config.js';
import type { SqliteDataChanges } from './db/data-changes.js';
import type { Db } from './db/database.js';
import type { Dialect } from './db/dialect.js';
import type { FontCollectionRegistry } from './fonts/collections/font-collection-registry.js';
import type { ThemeDirectory } from './themes/theme-directory.js';

/** What every route and operation may use: passed explicitly, never imported as a global. */
export interface AppContext {
  db: Db;
  dialect: Dialect;
  /**
   * SQLite's check for commits since a mark (the database handle's `dataChanges`): lets the
   * public site skip reading the theme and version when nothing was written. Absent: read them.
   */
  dataChanges?: SqliteDataChanges;
  config: ServerConfig;
  themes: ThemeDirectory;
  /** The font collections the Font Library offers, read from `config.fontCollectionsDir` on first use. */
  fontCollections: FontCollectionRegistry;
  /**
   * The shared documents' ids of records' blocks, for the REST answers that read records for
   * editing (set by the co-editing routes; absent: answers carry no ids).
   */
  recordBlockIds?: RecordBlockIds;
}

/** A record read for editing: its kind (post type), id, version (ETag) and raw content. */
export interface BlockIdsRequest {
  kind: string;
  id: string;
  version: string;
  content: string;
}

/**
 * The ids each record's blocks have in its shared document (`BlockIdTree` of
 * `@atelier/blocks`), in the order asked; null where they are not known or co-editing is off.
 */
export type RecordBlockIds = (
  records: readonly BlockIdsRequest[],
) => Promise<(BlockIdTree | null)[]>;
