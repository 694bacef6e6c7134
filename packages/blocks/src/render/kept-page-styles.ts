import type { RenderedFragment } from './fragment-cache';

/** What a page made of pieces needs in its head besides their HTML. */
export interface PageStyles {
  /** The render-time classes' CSS, in document order, escaped for `<style>`. */
  css: string;
  /** Names of every block rendered, sorted. */
  blockNames: readonly string[];
}

interface Kept {
  fragments: readonly RenderedFragment[];
  styles: PageStyles;
}

/** How many lists starting with the same fragment keep their styles (most recent first). */
const MAX_LISTS_PER_FIRST = 8;

/** Kept by a list's first fragment, so they go with the fragment store that keeps it. */
const kept = new WeakMap<RenderedFragment, Kept[]>();

function sameFragments(a: readonly RenderedFragment[], b: readonly RenderedFragment[]): boolean {
  return a.length === b.length && a.every((fragment, index) => fragment === b[index]);
}

/**
 * The styles of a page whose top-level pieces are all fragments: they depend on those fragments
 * alone (their rules, with their places, and their block names), so a page made of the same
 * fragment objects as an earlier one gets that page's styles without collecting, sorting and
 * joining them again; `make` writes them the first time.
 */
export function stylesOfFragments(
  fragments: readonly RenderedFragment[],
  make: () => PageStyles,
): PageStyles {
  const first = fragments[0];
  if (first === undefined) return make();
  const lists = kept.get(first) ?? [];
  const index = lists.findIndex((list) => sameFragments(list.fragments, fragments));
  const found = lists[index];
  if (found !== undefined) {
    if (index > 0) {
      lists.splice(index, 1);
      lists.unshift(found);
    }
    return found.styles;
  }
  const styles = make();
  lists.unshift({ fragments: [...fragments], styles });
  if (lists.length > MAX_LISTS_PER_FIRST) lists.pop();
  kept.set(first, lists);
  return styles;
}
