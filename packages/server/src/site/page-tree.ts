import type { Db } from '../db/database.js';

export interface PageNode {
  id: number;
  slug: string;
  parent: number;
  title: string;
  menuOrder: number;
  status: string;
}

/** Every page's slug and parent, for permalinks and path look-ups (one query per render). */
export class PageTree {
  private constructor(private readonly nodes: ReadonlyMap<number, PageNode>) {}

  static async load(db: Db): Promise<PageTree> {
    const rows = await db
      .selectFrom('posts')
      .select(['id', 'slug', 'parent', 'title', 'menu_order', 'status'])
      .where('type', '=', 'page')
      .where('status', 'in', ['publish', 'private'])
      .execute();
    return new PageTree(
      new Map(
        rows.map((r) => [
          r.id,
          {
            id: r.id,
            slug: r.slug,
            parent: r.parent,
            title: r.title,
            menuOrder: r.menu_order,
            status: r.status,
          },
        ]),
      ),
    );
  }

  get(id: number): PageNode | undefined {
    return this.nodes.get(id);
  }

  published(): PageNode[] {
    return [...this.nodes.values()].filter((n) => n.status === 'publish');
  }

  /** The slugs from the top-level ancestor down to the page. */
  slugChain(id: number): string[] {
    const chain: string[] = [];
    const seen = new Set<number>();
    let node = this.nodes.get(id);
    while (node && !seen.has(node.id)) {
      seen.add(node.id);
      chain.unshift(node.slug);
      node = node.parent ? this.nodes.get(node.parent) : undefined;
    }
    return chain;
  }

  /** The page at a path such as ['about', 'team'], checking every ancestor's slug. */
  findByPath(slugs: readonly string[]): PageNode | undefined {
    const last = slugs[slugs.length - 1];
    for (const node of this.nodes.values()) {
      if (node.slug !== last) continue;
      const chain = this.slugChain(node.id);
      if (chain.length === slugs.length && chain.every((s, i) => s === slugs[i])) return node;
    }
    return undefined;
  }
}
