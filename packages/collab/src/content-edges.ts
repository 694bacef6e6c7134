import { type BlockNode, type BlockRegistry, isBlankFreeform } from '@atelier/blocks';
import type * as Y from 'yjs';
import { BLOCK_KEYS, blockShape, rootArray } from './doc-layout';
import { readBlock } from './read-record-doc';

/** Whether content begins and ends with blank text outside its blocks (a blank line). */
export interface ContentEdges {
  leading: boolean;
  trailing: boolean;
}

/** The edges of content as parsed: a blank node first, a blank node last after a block. */
export function contentEdges(blocks: readonly BlockNode[]): ContentEdges {
  const first = blocks[0];
  const last = blocks[blocks.length - 1];
  return {
    leading: first !== undefined && isBlankFreeform(first),
    trailing: blocks.length > 1 && last !== undefined && isBlankFreeform(last),
  };
}

export function sameEdges(a: ContentEdges, b: ContentEdges): boolean {
  return a.leading === b.leading && a.trailing === b.trailing;
}

/**
 * Makes the document's content begin and end as `edges` say: the blank run before its first
 * block keeps or loses its `leading` mark, the run after its last block its `trailing` mark
 * (`spaceTopLevel` writes an edge's blank line only where it is marked). A change that replaced
 * the whole content (markup from the code editor, a template's Clear customizations and its
 * Undo, a REST write) says how that content ends; without this a blank line the old content
 * ended with was written after the new one. An edge the document has no blank text at stays
 * without. Call inside a transaction.
 */
export function setContentEdges(doc: Y.Doc, registry: BlockRegistry, edges: ContentEdges): void {
  const ids = rootArray(doc).toArray();
  const isBlank = (id: string) => {
    const block = readBlock(doc, id, registry);
    return block !== undefined && isBlankFreeform(block);
  };
  let start = 0;
  while (start < ids.length && isBlank(ids[start] as string)) start += 1;
  let end = ids.length;
  while (end > start && isBlank(ids[end - 1] as string)) end -= 1;
  const mark = (run: readonly string[], key: string, on: boolean) => {
    run.forEach((id, index) => {
      const map = blockShape(doc, id)?.map;
      if (map === undefined) return;
      const wanted = on && index === 0;
      if (wanted && map.get(key) !== true) map.set(key, true);
      else if (!wanted && map.has(key)) map.delete(key);
    });
  };
  const atStart = ids.slice(0, start);
  if (start === ids.length) {
    mark(atStart, BLOCK_KEYS.leading, edges.leading || edges.trailing);
    return;
  }
  mark(atStart, BLOCK_KEYS.leading, edges.leading);
  mark(ids.slice(end), BLOCK_KEYS.trailing, edges.trailing);
}
