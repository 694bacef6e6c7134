import type { BlockRegistry } from '@atelier/blocks';

const settled = Promise.resolve();

/**
 * The registry of a record whose document holds no block tree (the global styles: `styles` and
 * `settings` only). Its session needs no block type, so it never asks for the canvas's registry
 * (`SessionContext.blockTypes`), whose module would load every block type once the page settles.
 */
export const NO_BLOCK_TYPES: BlockRegistry = {
  register(blockType) {
    throw new Error(`A record without blocks registers no block type (${blockType.name}).`);
  },
  unregister: () => undefined,
  get: () => undefined,
  has: () => false,
  all: () => [],
  canInsert: () => false,
  isPending: () => false,
  whenRegistered: () => settled,
  isComplete: () => true,
  whenComplete: () => settled,
  subscribe: () => () => undefined,
};
