import { DEFAULT_TEMPLATE_PART_AREA, TEMPLATE_PART_AREAS } from '@atelier/blocks';
import { referencedEntity } from '../commands/referenced-entity';
import type { EditorBlock } from '../state/editor-block';

/** A template part block of the template (one row of the document tab's 'Areas'). */
export interface TemplateArea {
  /** The `core/template-part` block in the template's tree. */
  clientId: string;
  /** The part it shows, `theme//slug`. */
  partId: string;
  slug: string;
  /** The block's `area` attribute, '' when it has none. */
  area: string;
}

/**
 * The template part blocks of a template's own tree, in document order, one row per block (a
 * part placed twice is two blocks to select). Parts placed inside other parts belong to those
 * parts' trees, not to the template's. Parts without a `theme` belong to `activeTheme`.
 */
export function templateAreas(blocks: readonly EditorBlock[], activeTheme: string): TemplateArea[] {
  const found: TemplateArea[] = [];
  const visit = (nodes: readonly EditorBlock[]) => {
    for (const node of nodes) {
      const part = node.name === 'core/template-part' ? referencedEntity(node, activeTheme) : null;
      if (part !== null) {
        const { slug, area } = node.attributes;
        found.push({
          clientId: node.clientId,
          partId: part.id,
          slug: typeof slug === 'string' ? slug : '',
          area: typeof area === 'string' ? area : '',
        });
      }
      visit(node.innerBlocks);
    }
  };
  visit(blocks);
  return found;
}

/**
 * The name of a template part area as people read it (spec 2 §3): 'Header', 'Footer',
 * 'Sidebar', 'General' for uncategorized (or none); another area's value title-cased.
 */
export function areaLabel(area: string): string {
  const value = area.trim() === '' ? DEFAULT_TEMPLATE_PART_AREA : area;
  const known = TEMPLATE_PART_AREAS.find((entry) => entry.value === value);
  if (known !== undefined) return known.label;
  const words = value.replace(/[-_]+/g, ' ').trim();
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}

/**
 * What tells the part apart beside its area's name: its title, or its slug when the title says
 * no more than the area's name (a part titled 'Header' in the Header area) or is empty.
 */
export function areaDetail(label: string, partTitle: string, slug: string): string {
  const title = partTitle.trim();
  return title === '' || title.toLowerCase() === label.toLowerCase() ? slug : title;
}
