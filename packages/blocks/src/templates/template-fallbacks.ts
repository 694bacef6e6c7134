import { TEMPLATE_TYPES } from './template-types';

/** The slug patterns of specific templates, each with the template it falls back to. */
const SPECIFIC_TEMPLATES: readonly [RegExp, (match: RegExpExecArray) => string][] = [
  [/^single-([a-z0-9_]+)-.+$/, (match) => `single-${match[1]}`],
  [/^single-[a-z0-9_]+$/, () => 'single'],
  [/^page-/, () => 'page'],
  [/^(category|tag|author)-/, (match) => match[1] ?? 'archive'],
  [/^taxonomy-([a-z0-9_]+)-.+$/, (match) => `taxonomy-${match[1]}`],
  [/^taxonomy-[a-z0-9_]+$/, () => 'taxonomy'],
  [/^archive-[a-z0-9_]+$/, () => 'archive'],
];

/**
 * The template a slug falls back to: its hierarchy parent, the general form of a specific
 * template (`single-post` → `single`), or `page` for custom templates (`customTemplates`
 * entries and `wp-custom-template-…`), which stand in for a page. `null` for `index`.
 */
export function templateFallback(slug: string): string | null {
  if (slug === 'index') return null;
  const known = TEMPLATE_TYPES[slug];
  if (known !== undefined) return known.fallback ?? 'index';
  for (const [pattern, general] of SPECIFIC_TEMPLATES) {
    const match = pattern.exec(slug);
    if (match !== null) return general(match);
  }
  return 'page';
}

/**
 * The templates tried, in order, for a template slug, most specific first; the last is always
 * `index`. Used to prefill a new template with the one it replaces (`/templates/lookup`) and by
 * the public site's template hierarchy.
 */
export function templateFallbacks(slug: string): string[] {
  const chain = [slug];
  let next = templateFallback(slug);
  while (next !== null && !chain.includes(next)) {
    chain.push(next);
    next = templateFallback(next);
  }
  if (!chain.includes('index')) chain.push('index');
  return chain;
}
