import { type BlockNode, isBlankFreeform } from '@atelier/blocks';

/**
 * A block of the edited tree: a grammar node (so `serialize` and the block helpers take it as is)
 * plus a client id that stays with the block while it is edited, moved or re-saved.
 */
export interface EditorBlock extends BlockNode {
  readonly clientId: string;
  innerBlocks: EditorBlock[];
}

let counter = 0;

/** A fresh client id, unique in this page. */
function newClientId(): string {
  counter += 1;
  return `block-${counter.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

function hasClientId(node: BlockNode): node is EditorBlock {
  return 'clientId' in node && typeof node.clientId === 'string';
}

/** The node with a client id, and its inner blocks likewise (ids already present are kept). */
export function withClientIds(node: BlockNode): EditorBlock {
  const innerBlocks = node.innerBlocks.map(withClientIds);
  const same = innerBlocks.every((child, index) => child === node.innerBlocks[index]);
  if (hasClientId(node) && same) return node;
  return { ...node, clientId: hasClientId(node) ? node.clientId : newClientId(), innerBlocks };
}

/** A copy of the node where it and every inner block get new client ids (duplicate, paste). */
export function withNewClientIds(node: BlockNode): EditorBlock {
  return { ...node, clientId: newClientId(), innerBlocks: node.innerBlocks.map(withNewClientIds) };
}

/** A re-saved node (from the block helpers) that keeps the client id of the block it replaces. */
export function keepClientId(
  node: BlockNode,
  clientId: string,
  innerBlocks: EditorBlock[],
): EditorBlock {
  return { ...node, clientId, innerBlocks };
}

/** The editable tree of stored content: blank lines between top-level blocks are left out. */
export function toEditorTree(nodes: readonly BlockNode[]): EditorBlock[] {
  return nodes.filter((node) => !isBlankFreeform(node)).map(withClientIds);
}

const SEPARATOR: BlockNode = Object.freeze({
  name: null,
  attributes: {},
  innerBlocks: [],
  innerHTML: '\n\n',
  innerContent: ['\n\n'],
});

/**
 * The tree as stored: top-level blocks separated by a blank line, like the block editor writes.
 * Runs per keystroke over every top-level block, so it fills one array of known length instead of
 * making a pair per block (`flatMap`).
 */
export function toStoredTree(blocks: readonly EditorBlock[]): BlockNode[] {
  if (blocks.length === 0) return [];
  const stored = new Array<BlockNode>(blocks.length * 2 - 1);
  let at = 0;
  for (const block of blocks) {
    if (at > 0) {
      stored[at] = SEPARATOR;
      at += 1;
    }
    stored[at] = block;
    at += 1;
  }
  return stored;
}
