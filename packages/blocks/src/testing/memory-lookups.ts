import { createCoreRegistry } from '../library/core-blocks';
import type { RenderContext } from '../render/render-context';
import { createMemoryContextWith, type MemorySiteData } from './memory-site';

export {
  createMemoryContextWith,
  createMemoryLookups,
  type MemorySiteData,
  memorySite,
} from './memory-site';

/** A complete render context over in-memory data, with the core block registry. */
export function createMemoryContext(
  data: MemorySiteData = {},
  overrides: Partial<RenderContext> = {},
): RenderContext {
  return createMemoryContextWith(createCoreRegistry(), data, overrides);
}
