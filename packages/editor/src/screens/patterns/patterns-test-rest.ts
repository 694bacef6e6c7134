import { createFakeRest, type FakeHandler } from '../../data/fake-rest';

/** A user pattern record as `/wp/v2/blocks?context=edit` answers it. */
export function userPatternRecord(
  id: number,
  title: string,
  fields: { sync?: 'unsynced'; categories?: number[] } = {},
) {
  return {
    id,
    slug: title.toLowerCase().replace(/\s+/g, '-'),
    status: 'publish',
    title: { raw: title },
    content: { raw: `<!-- wp:paragraph --><p>${title}</p><!-- /wp:paragraph -->` },
    excerpt: { raw: '' },
    wp_pattern_sync_status: fields.sync ?? '',
    wp_pattern_category: fields.categories ?? [],
    author: 1,
  };
}

/** A template part record of the Loom theme. */
export function partRecord(slug: string, title: string, area: string) {
  return {
    id: `loom//${slug}`,
    type: 'wp_template_part',
    slug,
    theme: 'loom',
    title: { raw: title, rendered: title },
    content: { raw: `<!-- wp:paragraph --><p>${title}</p><!-- /wp:paragraph -->` },
    description: '',
    area,
    source: 'theme',
    has_theme_file: true,
    origin: null,
    author_text: 'Loom',
  };
}

/** What the Patterns screen reads, answered from the lists a test gives. */
export function patternsRest(lists: {
  blocks?: unknown[];
  parts?: unknown[];
  theme?: unknown[];
  registered?: unknown[];
  terms?: unknown[];
}) {
  const answer =
    (body: unknown[] = []): FakeHandler =>
    async () => ({ body, headers: { 'X-WP-Total': String(body.length), 'X-WP-TotalPages': '1' } });
  return createFakeRest({
    'GET /wp/v2/blocks': answer(lists.blocks),
    'GET /wp/v2/template-parts': answer(lists.parts),
    'GET /wp/v2/block-patterns/patterns': answer(lists.theme),
    'GET /wp/v2/block-patterns/categories': answer(lists.registered),
    'GET /wp/v2/wp_pattern_category': answer(lists.terms),
    'GET /wp/v2/settings': async () => ({ body: {} }),
    'GET /wp/v2/posts': answer(),
    'GET /wp/v2/pages': answer(),
    'GET /wp/v2/navigation': answer(),
    'GET /wp/v2/themes': answer(),
  });
}
