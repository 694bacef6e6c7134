import { type BlockNode, parse } from '@atelier/blocks';

/** One template part a template uses (the 'Areas' of the single template screen). */
export interface TemplateArea {
  /** Template part id, `theme//slug`. */
  id: string;
  slug: string;
  /** The block's `area` attribute, or empty. */
  area: string;
}

function stringAttribute(block: BlockNode, name: string): string {
  const value = block.attributes[name];
  return typeof value === 'string' ? value : '';
}

function collect(blocks: readonly BlockNode[], theme: string, found: TemplateArea[]) {
  for (const block of blocks) {
    if (block.name === 'core/template-part') {
      const slug = stringAttribute(block, 'slug');
      if (slug !== '') {
        const partTheme = stringAttribute(block, 'theme') || theme;
        found.push({ id: `${partTheme}//${slug}`, slug, area: stringAttribute(block, 'area') });
      }
    }
    collect(block.innerBlocks, theme, found);
  }
}

/**
 * The template parts a template's content uses, in document order, each once. Parts without a
 * `theme` attribute belong to `theme` (the theme the template belongs to).
 */
export function templateAreas(content: string, theme: string): TemplateArea[] {
  const found: TemplateArea[] = [];
  collect(parse(content), theme, found);
  const seen = new Set<string>();
  return found.filter((area) => {
    if (seen.has(area.id)) return false;
    seen.add(area.id);
    return true;
  });
}
