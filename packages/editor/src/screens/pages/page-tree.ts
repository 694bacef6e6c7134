import type { PageItem } from '../../domain/pages/page-item';

/**
 * The order of the Pages screen (spec 2 §2, §7): the front page first, the posts page second,
 * then the other pages by `menu_order` (ties: as the server listed them), each followed by its
 * children, nested under it and ordered the same way.
 */

type TreePage = Pick<PageItem, 'id' | 'parent' | 'menuOrder'>;

/** One page of the tree and the pages nested under it. */
export interface PageNode<Page extends TreePage> {
  page: Page;
  children: PageNode<Page>[];
}

/** Which pages the site shows as its front page and its posts page (0: none). */
export interface ReadingPages {
  frontPage: number;
  postsPage: number;
}

/** The site settings' reading pages: the front page counts only when `show_on_front` is `page`. */
export function readingPages(settings: {
  showOnFront: string;
  pageOnFront: number;
  pageForPosts: number;
}): ReadingPages {
  return {
    frontPage: settings.showOnFront === 'page' ? settings.pageOnFront : 0,
    postsPage: settings.pageForPosts,
  };
}

function byMenuOrder<Page extends TreePage>(pages: readonly Page[]): Page[] {
  // Array.prototype.sort is stable: equal menu orders keep the server's order.
  return [...pages].sort((a, b) => a.menuOrder - b.menuOrder);
}

/**
 * Arranges the pages into the Pages screen's tree. A page whose parent is not in the list (or
 * a loop of parents) is shown at the top level; the front and posts pages are always lifted
 * there, first and second, with their own children under them.
 */
export function pageTree<Page extends TreePage>(
  pages: readonly Page[],
  reading: ReadingPages,
): PageNode<Page>[] {
  const ids = new Set(pages.map((page) => page.id));
  const lifted = (page: Page) => page.id === reading.frontPage || page.id === reading.postsPage;
  const childrenOf = new Map<number, Page[]>();
  for (const page of pages) {
    if (lifted(page) || page.parent === 0 || !ids.has(page.parent)) continue;
    childrenOf.set(page.parent, [...(childrenOf.get(page.parent) ?? []), page]);
  }

  const placed = new Set<number>();
  const node = (page: Page): PageNode<Page> => {
    placed.add(page.id);
    const children = byMenuOrder(childrenOf.get(page.id) ?? []).filter(
      (child) => !placed.has(child.id),
    );
    return { page, children: children.map(node) };
  };

  const front = pages.find((page) => reading.frontPage !== 0 && page.id === reading.frontPage);
  const posts = pages.find((page) => reading.postsPage !== 0 && page.id === reading.postsPage);
  const roots = byMenuOrder(
    pages.filter((page) => !lifted(page) && (page.parent === 0 || !ids.has(page.parent))),
  );
  const tree: PageNode<Page>[] = [];
  for (const page of [front, posts, ...roots]) {
    if (page !== undefined && !placed.has(page.id)) tree.push(node(page));
  }
  // Pages caught in a loop of parents have no way up to the top: show them there.
  for (const page of byMenuOrder(pages)) {
    if (!placed.has(page.id)) tree.push(node(page));
  }
  return tree;
}

/** The tree as (page, depth) rows, top to bottom: what the screen shows, in order. */
export function flattenPageTree<Page extends TreePage>(
  tree: readonly PageNode<Page>[],
  depth = 0,
): { page: Page; depth: number }[] {
  return tree.flatMap((entry) => [
    { page: entry.page, depth },
    ...flattenPageTree(entry.children, depth + 1),
  ]);
}
