import type { PatternItem } from '../pattern-item';

/** A user pattern for unit tests, with the fields a test names. */
export function patternFixture(fields: Partial<PatternItem> = {}): PatternItem {
  const id = fields.id ?? '1';
  const kind = fields.kind ?? 'user';
  return {
    key: `${kind}:${id}`,
    kind,
    id,
    name: 'pattern',
    title: 'Pattern',
    description: '',
    keywords: [],
    categories: [],
    content: '<!-- wp:paragraph --><p>Hi</p><!-- /wp:paragraph -->',
    syncStatus: kind === 'wp_template_part' ? null : kind === 'theme' ? 'unsynced' : 'full',
    inserter: true,
    categoryIds: [],
    status: 'publish',
    author: 1,
    authorText: '',
    part: null,
    ...fields,
  };
}
