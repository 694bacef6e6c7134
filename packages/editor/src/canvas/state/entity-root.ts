import type { BlockRegistry } from '@atelier/blocks';
import type { RecordRef } from '../../data/entities/store-state';

/**
 * Entities whose top-level blocks are the inner blocks of a block that shows them: a menu's items
 * (`wp_navigation`) sit inside a navigation block wherever the menu is shown.
 */
const ROOT_PARENTS: Readonly<Record<string, string>> = { wp_navigation: 'core/navigation' };

const wrapped = new WeakMap<BlockRegistry, Map<string, BlockRegistry>>();

/** The block an entity's top-level blocks sit in, or null for records that stand alone. */
export function rootParentOf(ref: RecordRef): string | null {
  return ref.kind === 'postType' ? (ROOT_PARENTS[ref.name] ?? null) : null;
}

/**
 * The registry verbs see for an entity: for a menu, its top level counts as inside a navigation
 * block, so menu items may be moved there (their type allows them only in a navigation).
 */
export function entityRegistry(registry: BlockRegistry, ref: RecordRef): BlockRegistry {
  const parent = rootParentOf(ref);
  if (parent === null) return registry;
  const byParent = wrapped.get(registry) ?? new Map<string, BlockRegistry>();
  wrapped.set(registry, byParent);
  const known = byParent.get(parent);
  if (known !== undefined) return known;
  const entity: BlockRegistry = {
    ...registry,
    canInsert: (name, parentName, ancestors = []) =>
      parentName === null
        ? registry.canInsert(name, parent, ancestors)
        : registry.canInsert(name, parentName, [parent, ...ancestors]),
  };
  byParent.set(parent, entity);
  return entity;
}
