import { type BlockIdTree, parse } from '@atelier/blocks';
import { RECORD_DOC_KINDS, type RecordDocKind, recordDocKey, seedBlockIds } from '@atelier/collab';
import type { BlockIdsRequest, RecordBlockIds } from '../app-context.js';
import { isCollabEnabled } from './collab-enabled.js';
import type { CollabStore } from './collab-store.js';

/** Seeded ids computed per record version; a list screen reads the same versions again. */
const SEED_CACHE_SIZE = 256;

function isDocKind(kind: string): kind is RecordDocKind {
  return (RECORD_DOC_KINDS as readonly string[]).includes(kind);
}

function parseIds(json: string): BlockIdTree | null {
  if (json === '') return null;
  try {
    const ids: unknown = JSON.parse(json);
    return Array.isArray(ids) ? (ids as BlockIdTree) : null;
  } catch {
    return null;
  }
}

/**
 * The ids a record read for editing carries (`atelier_block_ids`), from one query of the stored
 * documents: a document saved as the record's version gives the ids of its saved content; a
 * record with no document yet gets the ids a document seeded from this version will give
 * (`seedBlockIds`: the hub seeds from such an answer with them); a document saved as another
 * version (written while nobody had it open) gives none, and the editor's first sync then
 * renames its blocks as before.
 */
export function createRecordBlockIds(store: CollabStore): RecordBlockIds {
  const seeds = new Map<string, BlockIdTree>();
  const seedIds = (key: string, record: BlockIdsRequest): BlockIdTree => {
    const cacheKey = `${key}\n${record.version}`;
    let ids = seeds.get(cacheKey);
    if (ids === undefined) {
      ids = seedBlockIds(parse(record.content), record.version);
      if (seeds.size >= SEED_CACHE_SIZE) {
        const oldest = seeds.keys().next();
        if (!oldest.done) seeds.delete(oldest.value);
      }
    }
    seeds.delete(cacheKey);
    seeds.set(cacheKey, ids);
    return ids;
  };
  return async (records) => {
    if (!isCollabEnabled()) return records.map(() => null);
    const keys = records.map((record) =>
      isDocKind(record.kind) && record.kind !== 'wp_global_styles'
        ? recordDocKey(record.kind, record.id)
        : null,
    );
    const stored = await store.savedIdsOf(keys.filter((key): key is string => key !== null));
    return records.map((record, index) => {
      const key = keys[index];
      if (key === null || key === undefined) return null;
      const saved = stored.get(key);
      if (saved === undefined) return seedIds(key, record);
      return saved.version === record.version ? parseIds(saved.idsJson) : null;
    });
  };
}
