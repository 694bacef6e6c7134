import type { BlockNode } from '../grammar/block-node';
import { parse } from '../grammar/parse';

function collect(blocks: readonly BlockNode[], slugs: Set<string>): void {
  for (const block of blocks) {
    if (block.name === 'core/template-part' && typeof block.attributes.slug === 'string') {
      slugs.add(block.attributes.slug);
    }
    collect(block.innerBlocks, slugs);
  }
}

/**
 * The template parts a template's markup places (`<!-- wp:template-part {"slug":"header"} /-->`),
 * each once, in order, at any depth: read with the block parser.
 */
export function templatePartSlugs(content: string): string[] {
  const slugs = new Set<string>();
  collect(parse(content), slugs);
  return [...slugs];
}
