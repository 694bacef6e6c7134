import type { TermCount } from '../../render/widget-lookups';

/** A term with the terms below it, as a hierarchical list shows them. */
export interface TermNode {
  term: TermCount;
  children: TermNode[];
}

/** Which terms a list shows, WordPress's `wp_list_categories` arguments by their block names. */
export interface TermListOptions {
  /** Nest children under their parents (else one flat list). */
  hierarchical: boolean;
  /** Only terms at the top (parent 0). */
  topLevelOnly: boolean;
  /** Include terms no published post carries. */
  showEmpty: boolean;
}

/** Whether a term or one of its descendants has posts, so hiding empty terms keeps its branch. */
function hasPosts(term: TermCount, all: readonly TermCount[], seen = new Set<number>()): boolean {
  if (term.count > 0) return true;
  if (seen.has(term.id)) return false;
  seen.add(term.id);
  return all.some((child) => child.parent === term.id && hasPosts(child, all, seen));
}

/**
 * The terms to list, as trees when hierarchical (children of a shown parent under it; a child
 * whose parent is hidden moves up, as WordPress's walker does), sorted by name.
 */
export function termTree(terms: readonly TermCount[], options: TermListOptions): TermNode[] {
  const shown = terms
    .filter((term) => (options.topLevelOnly ? term.parent === 0 : true))
    .filter((term) =>
      options.showEmpty ? true : options.hierarchical ? hasPosts(term, terms) : term.count > 0,
    )
    .sort((a, b) => a.name.localeCompare(b.name));
  if (!options.hierarchical) return shown.map((term) => ({ term, children: [] }));
  const ids = new Set(shown.map((term) => term.id));
  const below = (parent: number): TermNode[] =>
    shown
      .filter((term) => term.parent === parent)
      .map((term) => ({ term, children: below(term.id) }));
  return shown
    .filter((term) => !ids.has(term.parent))
    .map((term) => ({ term, children: below(term.id) }));
}

/** The terms of the trees in list order, each with its depth (for the dropdown's indent). */
export function flattenTree(
  nodes: readonly TermNode[],
  depth = 0,
): { term: TermCount; depth: number }[] {
  return nodes.flatMap((node) => [
    { term: node.term, depth },
    ...flattenTree(node.children, depth + 1),
  ]);
}
