import {
  type BlockAttributes,
  blockAttributes,
  createBlock,
  createCoreRegistry,
  parse,
  serialize,
} from '@atelier/blocks';
import type { BlockEditorState, BlockSelection } from './block-editor-state';
import { type EditorBlock, toEditorTree, toStoredTree, withClientIds } from './editor-block';

/** Helpers for the verb tests: a registry, frozen states from markup, and readable trees. */
export const registry = createCoreRegistry();

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** A frozen state: a tree parsed from markup (or given blocks) and an optional selection. */
export function frozenState(
  source: string | readonly EditorBlock[],
  selection: BlockSelection | null = null,
): BlockEditorState {
  const blocks = typeof source === 'string' ? toEditorTree(parse(source)) : source;
  return deepFreeze({ blocks, selection });
}

/** A new block with a client id. */
export function block(
  name: string,
  attributes: BlockAttributes = {},
  innerBlocks: EditorBlock[] = [],
): EditorBlock {
  return withClientIds(createBlock(registry, name, attributes, innerBlocks));
}

/** A paragraph with this text. */
export function paragraph(content: string): EditorBlock {
  return block('core/paragraph', { content });
}

/** The tree as `name: text` lines, children indented: easy to compare. */
export function outline(blocks: readonly EditorBlock[], depth = 0): string[] {
  return blocks.flatMap((node) => {
    const attributes = blockAttributes(registry, node);
    const text = attributes.content ?? attributes.text ?? '';
    const line = `${'  '.repeat(depth)}${node.name}${text === '' ? '' : `: ${String(text)}`}`;
    return [line, ...outline(node.innerBlocks, depth + 1)];
  });
}

/** The markup the state would save, parsed again: what a reload would show. */
export function reparsed(state: BlockEditorState): string[] {
  return outline(toEditorTree(parse(serialize(toStoredTree(state.blocks)))));
}

/** The client id at a path of indexes (`[0, 1]`: second child of the first block). */
export function idAt(state: BlockEditorState, ...path: number[]): string {
  let list: readonly EditorBlock[] = state.blocks;
  let found: EditorBlock | undefined;
  for (const index of path) {
    found = list[index];
    if (found === undefined) throw new Error(`No block at ${path.join('.')}`);
    list = found.innerBlocks;
  }
  if (found === undefined) throw new Error('Empty path');
  return found.clientId;
}

/** A frozen group with this client id and these inner blocks, no markup: for trees of ids. */
export function idBlock(clientId: string, innerBlocks: EditorBlock[] = []): EditorBlock {
  return Object.freeze({
    clientId,
    name: 'core/group',
    attributes: {},
    innerBlocks,
    innerHTML: '',
    innerContent: innerBlocks.map(() => null),
  });
}

/** Numbers in [0, 1) from a seed, the same every run (a linear congruential generator). */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/** Every client id of a tree, depth first. */
export function allClientIds(blocks: readonly EditorBlock[]): string[] {
  return blocks.flatMap((item) => [item.clientId, ...allClientIds(item.innerBlocks)]);
}
