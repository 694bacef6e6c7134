import { parse } from '../grammar/parse';
import { render } from '../render/render-blocks';
import type { PostData, RenderContext, Term } from '../render/render-context';
import { createMemoryContext, type MemorySiteData } from '../testing/memory-lookups';

const NEWS: Term = {
  id: 3,
  name: 'News',
  slug: 'news',
  taxonomy: 'category',
  link: 'https://example.test/category/news/',
};
const LOCAL: Term = {
  id: 4,
  name: 'Local',
  slug: 'local',
  taxonomy: 'category',
  link: 'https://example.test/category/local/',
};
const ART: Term = {
  id: 5,
  name: 'Art',
  slug: 'art',
  taxonomy: 'post_tag',
  link: 'https://example.test/tag/art/',
};
const FOOD: Term = {
  id: 6,
  name: 'Food',
  slug: 'food',
  taxonomy: 'post_tag',
  link: 'https://example.test/tag/food/',
};

function listed(id: number, date: string, extra: Partial<PostData> = {}): PostData {
  return {
    id,
    type: 'post',
    slug: `story-${id}`,
    title: `Story ${id}`,
    content: `<!-- wp:paragraph -->\n<p>Words of story ${id}.</p>\n<!-- /wp:paragraph -->`,
    excerpt: '',
    date,
    link: `https://example.test/story-${id}/`,
    authorId: 1,
    ...extra,
  };
}

/**
 * A small blog for the listing blocks: four published posts over three months of 2026 (two on
 * November 5), one draft, categories News (with child Local) and an unused one, tags Art ×3 and
 * Food ×1.
 */
export const listingSite: MemorySiteData = {
  posts: [
    listed(1, '2026-09-14T08:00:00Z'),
    listed(2, '2026-10-02T08:00:00Z'),
    listed(3, '2026-11-05T08:00:00Z'),
    listed(4, '2026-11-05T18:00:00Z', { title: 'Fish & Chips' }),
    listed(5, '2026-11-20T08:00:00Z', { status: 'draft' }),
  ],
  authors: [{ id: 1, name: 'Ada Lovelace', link: 'https://example.test/author/ada/' }],
  postTerms: {
    1: [NEWS, ART],
    2: [NEWS, ART, FOOD],
    3: [LOCAL, ART],
    4: [],
    5: [NEWS, FOOD],
  },
  terms: [
    { ...NEWS, parent: 0 },
    { ...LOCAL, parent: 3 },
    {
      id: 7,
      name: 'Empty',
      slug: 'empty',
      taxonomy: 'category',
      link: 'https://example.test/category/empty/',
      parent: 0,
    },
    { ...ART, parent: 0 },
    { ...FOOD, parent: 0 },
  ],
};

/** Renders block markup on the listing site. */
export function renderListing(
  markup: string,
  overrides: Partial<RenderContext> = {},
  data: MemorySiteData = listingSite,
): Promise<string> {
  return render(parse(markup), createMemoryContext(data, overrides));
}
