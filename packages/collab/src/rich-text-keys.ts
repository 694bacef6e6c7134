import {
  type BlockNode,
  type BlockRegistry,
  createCoreRegistry,
  getBlockAttributes,
} from '@atelier/blocks';

let coreRegistry: BlockRegistry | undefined;

/** The core block registry, made once: what the documents use unless given another. */
export function defaultRegistry(): BlockRegistry {
  coreRegistry ??= createCoreRegistry();
  return coreRegistry;
}

const keysByRegistry = new WeakMap<BlockRegistry, Map<string, readonly string[]>>();

/**
 * The attributes a block type sources from its inner HTML (`source: 'html'`): its rich text,
 * which a document holds as Y.Text so that two people typing in it both keep their text.
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
  const schema = registry.get(name)?.attributes ?? {};
  const keys = Object.entries(schema)
    .filter(([, attribute]) => attribute.source === 'html')
    .map(([key]) => key);
  byName.set(name, keys);
  return keys;
}

/** The rich-text values a block's HTML holds (keys whose sourced value is a string). */
export function richTextValues(registry: BlockRegistry, node: BlockNode): Record<string, string> {
  const keys = richTextKeys(registry, node.name);
  const blockType = node.name === null ? undefined : registry.get(node.name);
  if (keys.length === 0 || blockType === undefined) return {};
  const sourced = getBlockAttributes(blockType, node.innerHTML, node.attributes);
  const values: Record<string, string> = {};
  for (const key of keys) {
    const value = sourced[key];
    if (typeof value === 'string' && !(key in node.attributes)) values[key] = value;
  }
  return values;
}
