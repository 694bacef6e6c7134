import { type BlockRegistry, isBlankFreeform } from '@atelier/blocks';
import * as Y from 'yjs';
import { jsonCopy, jsonEqual, savedMarkupOf } from './block-markup';
import { commonSubsequence } from './common-subsequence';
import {
  BLOCK_KEYS,
  blockShape,
  blocksMap,
  type CollabBlock,
  rootArray,
  type TreeBlock,
} from './doc-layout';
import { type ChildMatch, matchChildren } from './match-children';
import { readBlock } from './read-record-doc';
import { type KnownAttributes, richTextValues } from './rich-text-keys';
import { addBlock } from './seed-record-doc';
import { mergeText } from './text-diff';

/** Told of a rich-text value where the incoming change overlapped a live change. */
export type TextOverlapListener = (blockId: string, attribute: string) => void;

/** One reconciliation; the indexes over the whole tree are made only when a change needs them. */
interface Reconciler {
  doc: Y.Doc;
  registry: BlockRegistry;
  base: readonly CollabBlock[];
  target: readonly TreeBlock[];
  onTextOverlap?: TextOverlapListener | undefined;
  /** Attributes known without reading a block's HTML (what typing wrote). */
  known?: KnownAttributes | undefined;
  index?: { baseById: Map<string, CollabBlock>; claimed: Set<string> };
  /** Where each block is listed in the live document now (kept current while moving). */
  parents?: Map<string, Y.Array<string>>;
}

function treeIndex(r: Reconciler): { baseById: Map<string, CollabBlock>; claimed: Set<string> } {
  if (r.index === undefined) {
    const baseById = new Map<string, CollabBlock>();
    indexBase(r.base, baseById);
    const blocks = blocksMap(r.doc);
    const claimed = new Set<string>();
    claimedIds(r.target, (id) => baseById.has(id) || blocks.has(id), claimed);
    r.index = { baseById, claimed };
  }
  return r.index;
}

function liveParent(r: Reconciler): Map<string, Y.Array<string>> {
  r.parents ??= liveParents(r.doc);
  return r.parents;
}

/** Whether a list kept its blocks in order (only their contents may differ). */
function sameIds(baseKids: readonly CollabBlock[], targetKids: readonly TreeBlock[]): boolean {
  return (
    baseKids.length === targetKids.length &&
    baseKids.every((base, index) => base.clientId === targetKids[index]?.clientId)
  );
}

function indexBase(blocks: readonly CollabBlock[], into: Map<string, CollabBlock>): void {
  for (const block of blocks) {
    into.set(block.clientId, block);
    indexBase(block.innerBlocks, into);
  }
}

function claimedIds(
  blocks: readonly TreeBlock[],
  known: (id: string) => boolean,
  into: Set<string>,
) {
  for (const block of blocks) {
    if (block.clientId !== undefined && known(block.clientId)) into.add(block.clientId);
    claimedIds(block.innerBlocks, known, into);
  }
}

function liveParents(doc: Y.Doc): Map<string, Y.Array<string>> {
  const parents = new Map<string, Y.Array<string>>();
  const root = rootArray(doc);
  for (const id of root.toArray()) if (!parents.has(id)) parents.set(id, root);
  for (const map of blocksMap(doc).values()) {
    const children = map.get(BLOCK_KEYS.children);
    if (!(children instanceof Y.Array)) continue;
    for (const id of children.toArray() as string[])
      if (!parents.has(id)) parents.set(id, children);
  }
  return parents;
}

function removeFrom(list: Y.Array<string>, id: string): void {
  const index = list.toArray().indexOf(id);
  if (index >= 0) list.delete(index, 1);
}

/** Places `id` in `list` right after `anchor` (or first), taking it out of where it was. */
function place(r: Reconciler, list: Y.Array<string>, id: string, anchor: string | undefined): void {
  const parents = liveParent(r);
  const from = parents.get(id);
  if (from !== undefined) removeFrom(from, id);
  const ids = list.toArray();
  const at = anchor === undefined ? 0 : ids.indexOf(anchor) + 1;
  list.insert(at, [id]);
  parents.set(id, list);
}

function liveRich(attributes: Y.Map<unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of attributes.entries()) {
    if (value instanceof Y.Text) out[key] = value.toString();
  }
  return out;
}

/** Comment attributes: per key, what the incoming block changed from its base is written. */
function mergeComment(attributes: Y.Map<unknown>, before: TreeBlock, target: TreeBlock): void {
  if (before.attributes === target.attributes) return;
  const keys = new Set([...Object.keys(before.attributes), ...Object.keys(target.attributes)]);
  for (const key of keys) {
    const value = target.attributes[key];
    if (jsonEqual(before.attributes[key], value)) continue;
    if (value === undefined) attributes.delete(key);
    else attributes.set(key, jsonCopy(value));
  }
}

/** Rich text: each changed value merged into the live Y.Text, so concurrent typing stays. */
function mergeRich(
  attributes: Y.Map<unknown>,
  baseRich: Record<string, string>,
  targetRich: Record<string, string>,
  onOverlap: (attribute: string) => void,
): void {
  for (const [key, value] of Object.entries(targetRich)) {
    const live = attributes.get(key);
    if (!(live instanceof Y.Text)) attributes.set(key, new Y.Text(value));
    else if (mergeText(live, baseRich[key] ?? live.toString(), value)) onOverlap(key);
  }
  for (const key of Object.keys(baseRich)) {
    if (!(key in targetRich)) attributes.delete(key);
  }
}

/** Applies to one live block what changed between its base and the incoming block. */
function mergeBlock(r: Reconciler, id: string, base: CollabBlock | undefined, target: TreeBlock) {
  if (base === target) return;
  const shape = blockShape(r.doc, id);
  if (shape === undefined) return;
  const before = base ?? readBlock(r.doc, id, r.registry);
  if (before === undefined) return;
  const sameName = before.name === target.name;
  if (!sameName) shape.map.set(BLOCK_KEYS.name, target.name);
  mergeComment(shape.attributes, before, target);
  const sameMarkup = sameName && before.innerHTML === target.innerHTML;
  if (!sameMarkup || base === undefined) {
    const targetRich = richTextValues(r.registry, target, r.known);
    const baseRich =
      base === undefined ? liveRich(shape.attributes) : richTextValues(r.registry, before, r.known);
    mergeRich(shape.attributes, baseRich, targetRich, (key) => r.onTextOverlap?.(id, key));
    if (!sameName || !jsonEqual(before.innerContent, target.innerContent) || base === undefined) {
      shape.map.set(BLOCK_KEYS.saved, savedMarkupOf(target, targetRich));
    }
  }
  if (before.innerBlocks !== target.innerBlocks) {
    reconcileList(r, shape.children, before.innerBlocks, target.innerBlocks);
  }
}

/** Brings one live list to the incoming order, as a change from the base list. */
function reconcileList(
  r: Reconciler,
  list: Y.Array<string>,
  baseKids: readonly CollabBlock[],
  targetKids: readonly TreeBlock[],
): void {
  if (sameIds(baseKids, targetKids)) {
    targetKids.forEach((target, index) => {
      const base = baseKids[index];
      if (base !== undefined) mergeBlock(r, base.clientId, base, target);
    });
    return;
  }
  const { baseById, claimed } = treeIndex(r);
  const parents = liveParent(r);
  const matches = matchChildren(baseKids, targetKids, baseById, claimed, (id) =>
    blocksMap(r.doc).has(id),
  );
  const resolved: { match: ChildMatch; id: string; isNew: boolean }[] = matches.map((match) => {
    const known = match.base?.clientId ?? match.liveId;
    if (known !== undefined) return { match, id: known, isNew: false };
    return { match, id: addBlock(r.doc, r.registry, match.target), isNew: true };
  });
  const baseOrder = baseKids.map((block) => block.clientId);
  const targetOrder = resolved.map((item) => item.id);
  const staying = new Set(
    commonSubsequence(baseOrder, targetOrder, (a, b) => a === b).map(([i]) => baseOrder[i]),
  );
  const incoming = new Set(targetOrder);
  for (const id of baseOrder) {
    if (!incoming.has(id) && parents.get(id) === list) {
      removeFrom(list, id);
      parents.delete(id);
    }
  }
  let anchor: string | undefined;
  for (const item of resolved) {
    if (!staying.has(item.id) || item.isNew) place(r, list, item.id, anchor);
    if (parents.get(item.id) === list) anchor = item.id;
  }
  for (const item of resolved) {
    if (!item.isNew) mergeBlock(r, item.id, item.match.base, item.match.target);
  }
}

/** What a reconciliation may be told besides its trees. */
export interface ReconcileOptions {
  /** Hears of each rich text where the incoming change overlapped a live one. */
  onTextOverlap?: TextOverlapListener | undefined;
  /** A block's attributes when known without reading its HTML (what typing wrote). */
  known?: KnownAttributes | undefined;
}

/**
 * Applies to the live document the edit script that turns `base` into `target` (a three-way
 * merge): only what differs between the two is written, so what collaborators changed
 * elsewhere in the live document stays. Blank lines between top-level blocks are left where
 * they are on both sides (readers space the top level), so a tree without them, as the editor
 * holds it, removes none. `onTextOverlap` hears of each rich text where the incoming change
 * overlapped a live one (see `mergeText`); `known` answers the attributes of blocks typing
 * wrote, whose HTML is then not parsed. Call inside a transaction.
 */
export function reconcileTree(
  doc: Y.Doc,
  registry: BlockRegistry,
  base: readonly CollabBlock[],
  target: readonly TreeBlock[],
  { onTextOverlap, known }: ReconcileOptions = {},
): void {
  if (base === target) return;
  const r: Reconciler = { doc, registry, base, target, onTextOverlap, known };
  if (sameIds(base, target)) {
    reconcileList(r, rootArray(doc), base, target);
    return;
  }
  const unspaced = <T extends TreeBlock>(blocks: readonly T[]) =>
    blocks.filter((block) => !isBlankFreeform(block));
  reconcileList(r, rootArray(doc), unspaced(base), unspaced(target));
}
