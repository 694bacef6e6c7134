import type { BlockRegistry, BlockType } from '@atelier/blocks';
import { useEffect, useSyncExternalStore } from 'react';

export interface RegisteredType {
  /** The type, once registered. */
  type: BlockType | undefined;
  /** Its code is still loading: the block is neither missing nor invalid yet. */
  pending: boolean;
}

/**
 * The type of a block's name, following the registry: a pending type is asked for, and the
 * caller redraws when it is registered. A chunk that fails leaves it pending (nothing is drawn in
 * its place rather than a wrong 'missing block'); the next mount asks again.
 */
export function useRegisteredType(registry: BlockRegistry, name: string | null): RegisteredType {
  const type = useSyncExternalStore(registry.subscribe, () =>
    name === null ? undefined : registry.get(name),
  );
  const pending = type === undefined && name !== null && registry.isPending(name);
  useEffect(() => {
    if (pending && name !== null) registry.whenRegistered([name]).catch(() => undefined);
  }, [registry, name, pending]);
  return { type, pending };
}

/**
 * Whether every block type is registered, asking for the rest when not (and `wanted`): lists of
 * block types (the inserter, the slash inserter) wait for it so they never show a partial list.
 */
export function useCompleteBlockTypes(registry: BlockRegistry, wanted = true): boolean {
  const complete = useSyncExternalStore(registry.subscribe, registry.isComplete);
  useEffect(() => {
    if (wanted && !complete) registry.whenComplete().catch(() => undefined);
  }, [registry, complete, wanted]);
  return complete;
}
