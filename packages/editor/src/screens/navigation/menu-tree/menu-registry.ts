import type { BlockRegistry } from '@atelier/blocks';

const wrapped = new WeakMap<BlockRegistry, BlockRegistry>();

/**
 * The registry the tree's verbs see. A block a parent names in its `allowedBlocks` may go into
 * it even when the block's own `parent` list names another block, as in WordPress: a link or a
 * submenu inside a submenu (both list only `core/navigation` as their parent).
 */
export function menuTreeRegistry(base: BlockRegistry): BlockRegistry {
  const known = wrapped.get(base);
  if (known !== undefined) return known;
  const registry: BlockRegistry = {
    ...base,
    canInsert(name, parentName, ancestors = []) {
      if (base.canInsert(name, parentName, ancestors)) return true;
      if (parentName === null || base.get(name) === undefined) return false;
      return base.get(parentName)?.allowedBlocks?.includes(name) === true;
    },
  };
  wrapped.set(base, registry);
  return registry;
}
