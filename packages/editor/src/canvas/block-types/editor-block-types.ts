import { createCoreLoadingRegistry, type LoadingRegistry } from '@atelier/blocks';
import { afterPageSettles } from '../../app/page-load';

let shared: LoadingRegistry | null = null;

/**
 * The editor's block types: one registry for every canvas of the page (a canvas mounted later —
 * edit mode after view mode, another record — finds its types registered and draws at once). Its
 * chunks load on demand: the types a record names before its first block, the rest once the page
 * has loaded and settled, or when the inserter, the slash inserter or a transform asks for them.
 */
export function editorBlockTypes(): LoadingRegistry {
  if (shared === null) {
    const registry = createCoreLoadingRegistry();
    shared = registry;
    afterPageSettles(() => {
      // A chunk that fails now is fetched again by the next look-up that needs it.
      registry.loadAll().catch(() => undefined);
    });
  }
  return shared;
}
