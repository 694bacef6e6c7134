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

const valuesByRegistry = new WeakMap<
  BlockRegistry,
  WeakMap<BlockNode, Readonly<Record<string, string>>>
>();

/**
 * The rich-text values a block's HTML holds (keys whose sourced value is a string). Nodes are
 * treated as immutable, as the editor's are: the values of a node are read once (typing reads
 * the previous keystroke's node again as its base).
 */
export function richTextValues(
  registry: BlockRegistry,
  node: BlockNode,
): Readonly<Record<string, string>> {
  let valuesByNode = valuesByRegistry.get(registry);
  if (valuesByNode === undefined) {
    valuesByNode = new WeakMap();
    valuesByRegistry.set(registry, valuesByNode);
  }
  const known = valuesByNode.get(node);
  if (known !== undefined) return known;
  const keys = richTextKeys(registry, node.name);
  const blockType = node.name === null ? undefined : registry.get(node.name);
  const values: Record<string, string> = {};
  if (keys.length > 0 && blockType !== undefined) {
    const sourced = getBlockAttributes(blockType, node.innerHTML, node.attributes);
    for (const key of keys) {
      const value = sourced[key];
      if (typeof value === 'string' && !(key in node.attributes)) values[key] = value;
    }
  }
  valuesByNode.set(node, values);
  return values;
}
