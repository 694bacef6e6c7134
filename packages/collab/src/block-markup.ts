import {
  type BlockDelimiters,
  type BlockNode,
  type BlockRegistry,
  serializeBlock,
  updateBlockAttributes,
} from '@atelier/blocks';
import * as Y from 'yjs';
import { BLOCK_KEYS, type BlockShape, type CollabBlock, type SavedMarkup } from './doc-layout';
import { richTextValues } from './rich-text-keys';
import { stableJson, textHash } from './text-hash';

/** Deep equality of JSON values (key order ignored). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => jsonEqual(item, b[index]));
  }
  const left = Object.entries(a).filter(([, value]) => value !== undefined);
  const right = b as Record<string, unknown>;
  const rightCount = Object.values(right).filter((value) => value !== undefined).length;
  return left.length === rightCount && left.every(([key, value]) => jsonEqual(value, right[key]));
}

/** A JSON copy, so nothing the caller holds is shared with the document's internals. */
export function jsonCopy<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

/** The markup record of a node: its own HTML, the rich text it holds, its parsed delimiters. */
export function savedMarkupOf(node: BlockNode, rich: Record<string, string>): SavedMarkup {
  const hashes: Record<string, string> = {};
  for (const [key, value] of Object.entries(rich)) hashes[key] = textHash(value);
  const saved: SavedMarkup = { innerContent: [...node.innerContent], rich: hashes };
  const order = Object.keys(node.attributes);
  if (order.length > 1) saved.order = order;
  if (node.name !== null) saved.attrs = writtenWithHash(node.name, node.attributes);
  const raw = node.delimiters;
  if (
    raw !== undefined &&
    raw.attributes === node.attributes &&
    raw.name === node.name &&
    !freshDelimitersMatch(raw)
  ) {
    saved.delimiters = {
      name: raw.name,
      attributes: jsonCopy(raw.attributes),
      opener: raw.opener,
      closer: raw.closer,
    };
  }
  return saved;
}

/** The fingerprint of the block name and comment attributes that saved HTML was written for. */
function writtenWithHash(name: string, attributes: Record<string, unknown>): string {
  return textHash(stableJson([name, attributes]));
}

/** Whether the serialiser would write these delimiters anyway (then they need not be kept). */
function freshDelimitersMatch(raw: BlockDelimiters): boolean {
  const isVoid = raw.closer === '';
  const probe = isVoid ? '' : 'x';
  const fresh = serializeBlock({
    name: raw.name,
    attributes: { ...raw.attributes },
    innerBlocks: [],
    innerHTML: probe,
    innerContent: probe === '' ? [] : [probe],
  });
  return fresh === `${raw.opener}${probe}${raw.closer ?? ''}`;
}

/** Comment attributes without the rich-text keys (those live in the HTML). */
function commentAttributes(node: BlockNode, rich: Record<string, string>): [string, unknown][] {
  return Object.entries(node.attributes).filter(
    ([key, value]) => value !== undefined && !(key in rich),
  );
}

/**
 * Fills a block's (already integrated) Y types from a node: comment attributes as plain values,
 * rich text as Y.Text, the markup record. Children are the caller's.
 */
export function writeBlockContent(
  registry: BlockRegistry,
  shape: BlockShape,
  node: BlockNode,
): void {
  const rich = richTextValues(registry, node);
  shape.map.set(BLOCK_KEYS.name, node.name);
  for (const [key, value] of commentAttributes(node, rich)) {
    shape.attributes.set(key, jsonCopy(value));
  }
  for (const [key, value] of Object.entries(rich)) {
    shape.attributes.set(key, new Y.Text(value));
  }
  shape.map.set(BLOCK_KEYS.saved, savedMarkupOf(node, rich));
}

/** The saved markup of a block map, or an empty record when the map holds none. */
export function savedMarkup(map: Y.Map<unknown>): SavedMarkup {
  const saved = map.get(BLOCK_KEYS.saved);
  if (typeof saved === 'object' && saved !== null && 'innerContent' in saved) {
    return saved as SavedMarkup;
  }
  return { innerContent: [], rich: {} };
}

/**
 * Comment attributes in a deterministic order (a Y.Map's own order may differ between replicas):
 * the order the block was last written with, then any other keys sorted.
 */
function orderedAttributes(
  values: ReadonlyMap<string, unknown>,
  order: readonly string[] | undefined,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of order ?? []) {
    if (values.has(key)) out[key] = values.get(key);
  }
  for (const key of [...values.keys()].sort()) {
    if (!(key in out)) out[key] = values.get(key);
  }
  return out;
}

function slotCount(innerContent: readonly (string | null)[]): number {
  return innerContent.filter((part) => part === null).length;
}

/**
 * Builds the grammar node of a block from its Y types and its (already read) inner blocks. The
 * stored markup is used as is while it agrees with the document; when concurrent edits made it
 * stale (rich text typed by someone else, inner blocks added or removed), the block's `save`
 * writes it again, which every replica does alike, so all of them serialise the same content.
 */
export function readBlockNode(
  registry: BlockRegistry,
  id: string,
  shape: BlockShape,
  innerBlocks: CollabBlock[],
): CollabBlock {
  const rawName = shape.map.get(BLOCK_KEYS.name);
  const name = typeof rawName === 'string' ? rawName : null;
  const saved = savedMarkup(shape.map);
  const values = new Map<string, unknown>();
  const changedRich: Record<string, string> = {};
  for (const [key, value] of shape.attributes.entries()) {
    if (value instanceof Y.Text) {
      const text = value.toString();
      if (saved.rich[key] !== textHash(text)) changedRich[key] = text;
    } else if (value !== undefined) {
      values.set(key, value);
    }
  }
  const comment = orderedAttributes(values, saved.order);
  const raw = saved.delimiters;
  const reuse = raw !== undefined && raw.name === name && jsonEqual(raw.attributes, comment);
  const attributes = reuse ? jsonCopy(raw.attributes) : comment;
  const innerContent = [...saved.innerContent];
  let node: BlockNode = {
    name,
    attributes,
    innerBlocks,
    innerHTML: innerContent.filter((part): part is string => part !== null).join(''),
    innerContent,
  };
  if (reuse) node.delimiters = { ...raw, attributes };
  const stale =
    Object.keys(changedRich).length > 0 ||
    slotCount(innerContent) !== innerBlocks.length ||
    (name !== null && writtenWithHash(name, comment) !== saved.attrs);
  if (stale && name !== null && registry.has(name)) {
    node = updateBlockAttributes(registry, node, changedRich);
  }
  return { ...node, clientId: id, innerBlocks };
}
