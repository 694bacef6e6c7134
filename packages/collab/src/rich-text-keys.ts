import { type BlockNode, type BlockRegistry, getBlockAttributes } from '@atelier/blocks';

const keysByRegistry = new WeakMap<BlockRegistry, Map<string, readonly string[]>>();

/**
 * The attributes a block type sources from its inner HTML (`source: 'html'`): its rich text,
 * which a document holds as Y.Text so that two people typing in it both keep their text. None
 * for a type the registry does not hold (asked again once it does).
 */
export function richTextKeys(registry: BlockRegistry, name: string | null): readonly string[] {
  if (name === null) return [];
  let byName = keysByRegistry.get(registry);
  if (byName === undefined) {
    byName = new Map();
    keysByRegistry.set(registry, byName);
  }
  const known = byName.get(name);
  if (known !== undefined) return known;
  const blockType = registry.get(name);
  // A type the registry does not hold (yet: an on-demand registry may register it later) is
  // answered without being remembered, so its keys are read once it is there.
  if (blockType === undefined) return [];
  const keys = Object.entries(blockType.attributes)
    .filter(([, attribute]) => attribute.source === 'html')
    .map(([key]) => key);
  byName.set(name, keys);
  return keys;
}

/**
 * The attributes a block is known to hold without reading its HTML (the editor keeps those typing
 * wrote), or undefined for a block whose attributes are not known.
 */
export type KnownAttributes = (node: BlockNode) => Readonly<Record<string, unknown>> | undefined;

const valuesByRegistry = new WeakMap<
  BlockRegistry,
  WeakMap<BlockNode, Readonly<Record<string, string>>>
>();

/** The rich-text values among a block's attributes: strings of its sourced keys. */
function valuesFrom(
  keys: readonly string[],
  node: BlockNode,
  attributes: Readonly<Record<string, unknown>>,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const key of keys) {
    const value = attributes[key];
    if (typeof value === 'string' && !(key in node.attributes)) values[key] = value;
  }
  return values;
}

/**
 * The rich-text values a block's HTML holds (keys whose sourced value is a string). Nodes are
 * treated as immutable, as the editor's are: the values of a node are read once (typing reads
 * the previous keystroke's node again as its base). When `known` gives the node's attributes
 * (those typing wrote, which its HTML was just written from), they are taken as they are and the
 * HTML is not parsed.
 */
export function richTextValues(
  registry: BlockRegistry,
  node: BlockNode,
  known?: KnownAttributes,
): Readonly<Record<string, string>> {
  let valuesByNode = valuesByRegistry.get(registry);
  if (valuesByNode === undefined) {
    valuesByNode = new WeakMap();
    valuesByRegistry.set(registry, valuesByNode);
  }
  const cached = valuesByNode.get(node);
  if (cached !== undefined) return cached;
  const keys = richTextKeys(registry, node.name);
  const blockType = node.name === null ? undefined : registry.get(node.name);
  let values: Record<string, string> = {};
  if (keys.length > 0 && blockType !== undefined) {
    const attributes =
      known?.(node) ?? getBlockAttributes(blockType, node.innerHTML, node.attributes);
    values = valuesFrom(keys, node, attributes);
  }
  valuesByNode.set(node, values);
  return values;
}
