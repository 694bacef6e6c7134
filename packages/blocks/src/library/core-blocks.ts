import type { BlockType } from '../registry/block-type';
import { type BlockRegistry, createRegistry } from '../registry/registry';
import { coreBlockOrder } from './lazy/core-block-groups';
import { everydayBlocks } from './lazy/everyday-blocks';
import { occasionalBlocks } from './lazy/occasional-blocks';

const byName = new Map(
  [...everydayBlocks, ...occasionalBlocks].map((blockType) => [blockType.name, blockType]),
);

/**
 * Every block type Atelier ships, ready to register: `createRegistry(coreBlocks)`. The same two
 * groups the editor loads on demand (`lazy/`), all at once and in `coreBlockOrder`: the order
 * the inserter lists them in.
 */
export const coreBlocks: readonly BlockType[] = coreBlockOrder.flatMap((name) => {
  const blockType = byName.get(name);
  return blockType === undefined ? [] : [blockType];
});

/** A new registry holding `coreBlocks`. */
export function createCoreRegistry(): BlockRegistry {
  return createRegistry(coreBlocks);
}
