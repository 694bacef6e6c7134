import { type BlockRegistry, createCoreRegistry } from '@atelier/blocks';

let coreRegistry: BlockRegistry | undefined;

/**
 * Every core block type, registered at once and made once: the registry the server and the tests
 * pass to the document functions (`@atelier/collab/core-registry`). The editor passes its own
 * on-demand registry instead, so its co-editing code never loads the whole block library.
 */
export function fullCoreRegistry(): BlockRegistry {
  coreRegistry ??= createCoreRegistry();
  return coreRegistry;
}
