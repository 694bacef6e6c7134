import { availableTransforms, type BlockNode, type BlockRegistry } from '@atelier/blocks';

const cache = new WeakMap<BlockRegistry, Map<string, string[]>>();

/**
 * The types selected blocks can become. Transforms depend only on the source type and how many
 * blocks are selected, so the answer is kept per registry (the toolbar asks on every keystroke).
 */
export function transformOptions(registry: BlockRegistry, nodes: readonly BlockNode[]): string[] {
  const name = nodes[0]?.name ?? null;
  const sameType = name !== null && nodes.every((node) => node.name === name);
  if (!sameType) return [];
  const key = `${name}|${nodes.length > 1 ? 'many' : 'one'}`;
  const known = cache.get(registry) ?? new Map<string, string[]>();
  cache.set(registry, known);
  const hit = known.get(key);
  if (hit !== undefined) return hit;
  const options = availableTransforms(registry, nodes);
  // A registry still loading types may not hold every target yet: ask again next time.
  if (registry.isComplete()) known.set(key, options);
  return options;
}
