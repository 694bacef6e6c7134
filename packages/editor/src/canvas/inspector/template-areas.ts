import type { BlockNode } from '@atelier/blocks';

/** A template part a template uses. */
export interface TemplateArea {
  slug: string;
  area: string;
  theme: string;
}

/** The template parts used in a tree (each slug once, in document order). */
export function templateAreas(blocks: readonly BlockNode[]): TemplateArea[] {
  const found = new Map<string, TemplateArea>();
  const visit = (nodes: readonly BlockNode[]) => {
    for (const node of nodes) {
      const { slug, area, theme } = node.attributes;
      if (node.name === 'core/template-part' && typeof slug === 'string' && !found.has(slug)) {
        found.set(slug, {
          slug,
          area: typeof area === 'string' ? area : 'uncategorized',
          theme: typeof theme === 'string' ? theme : '',
        });
      }
      visit(node.innerBlocks);
    }
  };
  visit(blocks);
  return [...found.values()];
}
