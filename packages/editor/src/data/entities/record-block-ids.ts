import { BLOCK_IDS_FIELD, type BlockNode, withBlockIds } from '@atelier/blocks';
import { parseContent } from './blocks-content';
import type { EntityRecord } from './store-state';

/** The last tree made per id tree: the record's content with those ids. */
const named = new WeakMap<object, { content: string; blocks: readonly BlockNode[] }>();

/**
 * The record's content parsed, each block with the id the server says its shared document
 * gives it (`atelier_block_ids`), so a shared record's tree has the document's ids from the
 * first render and its first sync renames nothing. Content without such ids, or with ids of
 * another shape (another version), parses as before: the blocks get ids of the editor's own.
 */
export function parseRecordContent(content: string, record: EntityRecord): readonly BlockNode[] {
  const ids = record[BLOCK_IDS_FIELD];
  if (!Array.isArray(ids)) return parseContent(content);
  const known = named.get(ids);
  if (known?.content === content) return known.blocks;
  const parsed = parseContent(content);
  const blocks = withBlockIds(parsed, ids) ?? parsed;
  named.set(ids, { content, blocks });
  return blocks;
}

/**
 * The tree of a record's edited content (`content`: the record's own, or its `content` edit): the
 * record's own content gets the ids the server sent (`parseRecordContent`), an edited one none.
 * What the canvas shows and what undo brings back are the same tree.
 */
export function blocksOfContent(
  content: string,
  record: EntityRecord | undefined,
  edits: Readonly<Record<string, unknown>> | undefined,
): readonly BlockNode[] {
  return record !== undefined && edits?.content === undefined
    ? parseRecordContent(content, record)
    : parseContent(content);
}
