import type { BlockAttributes, BlockNode } from '../grammar/block-node';
import type { BlockTransform } from '../registry/block-type';
import { createBlock } from '../registry/create-block';
import type { BlockRegistry } from '../registry/registry';
import { blockAttributes } from '../validation/analyze-blocks';

function candidates(
  registry: BlockRegistry,
  sourceName: string,
  targetName: string,
): BlockTransform[] {
  const source = registry.get(sourceName);
  const target = registry.get(targetName);
  const to = (source?.transforms?.to ?? []).filter((t) => t.blocks.includes(targetName));
  const from = (target?.transforms?.from ?? []).filter(
    (t) => t.blocks.includes(sourceName) || t.blocks.includes('*'),
  );
  return [...to, ...from];
}

function usable(transform: BlockTransform, count: number): boolean {
  return count === 1 || transform.isMultiBlock === true;
}

function sourceName(nodes: readonly BlockNode[]): string | null {
  const first = nodes[0]?.name ?? null;
  return first !== null && nodes.every((node) => node.name === first) ? first : null;
}

/** The block types the given blocks (all of one type) can be turned into. */
export function availableTransforms(
  registry: BlockRegistry,
  nodes: readonly BlockNode[],
): string[] {
  const name = sourceName(nodes);
  if (name === null) return [];
  return registry
    .all()
    .map((type) => type.name)
    .filter(
      (target) =>
        target !== name && candidates(registry, name, target).some((t) => usable(t, nodes.length)),
    );
}

/**
 * Converts blocks of one type into `targetName` (paragraph ↔ heading ↔ list ↔ quote, group ↔
 * columns, …), returning new nodes, or `null` when no transform applies. `overrides` are set on
 * the resulting blocks of the target type (e.g. `{level: 3}` for the heading shortcuts).
 */
export function transformBlocks(
  registry: BlockRegistry,
  nodes: readonly BlockNode[],
  targetName: string,
  overrides: BlockAttributes = {},
): BlockNode[] | null {
  const name = sourceName(nodes);
  if (name === null) return null;
  const transform = candidates(registry, name, targetName).find((t) => usable(t, nodes.length));
  if (transform === undefined) return null;
  const inputs = nodes.map((node) => ({
    attributes: blockAttributes(registry, node),
    innerBlocks: node.innerBlocks.filter((inner) => inner.name !== null),
  }));
  return transform.transform(inputs).map((spec) => {
    if ('innerContent' in spec) return spec;
    const attributes =
      spec.name === targetName ? { ...spec.attributes, ...overrides } : spec.attributes;
    return createBlock(registry, spec.name, attributes, spec.innerBlocks ?? []);
  });
}
