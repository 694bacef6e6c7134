import { type BlockIdTree, type BlockNode, blockIdTreeOf, numberedBlockIds } from '@atelier/blocks';
import type * as Y from 'yjs';
import { savedBase } from './saved-base';
import { textHash } from './text-hash';

/**
 * The ids the document gives the blocks of its saved content, in the shape the editor parses
 * that content (`BlockIdTree`): what the server sends beside a record whose version is the
 * document's saved version, so the editor's first tree already has the document's ids and the
 * first sync renames nothing. Null when a block of the content has no id in the base.
 */
export function savedBlockIds(doc: Y.Doc): BlockIdTree | null {
  return blockIdTreeOf(savedBase(doc).blocks);
}

/**
 * The ids a document seeded from content (`blocks`, as parsed) at `version` gives its blocks: the version's
 * fingerprint and the block's place in the content (`3k1x9_a`). Any reader of that version
 * computes the same ids, so a record read before its document exists already has the ids the
 * document will be seeded with. Writers' ids (`<client>.<count>`) never contain `_`, and another
 * version's fingerprint keeps its seeded ids apart from these.
 */
export function seedBlockIds(blocks: readonly BlockNode[], version: string): BlockIdTree {
  const prefix = textHash(version);
  return numberedBlockIds(blocks, (place) => `${prefix}_${place.toString(36)}`);
}
