import { termPath } from '../../site/permalinks.js';
import type { CountedTerm } from '../../terms/term-query.js';
import type { RestContext } from '../context-arg.js';
import type { TaxonomyConfig } from './taxonomy-config.js';

/** Public URL of a term archive (`/category/design/`), or the query form for hidden taxonomies. */
function termLink(origin: string, config: TaxonomyConfig, term: CountedTerm): string {
  if (!config.viewable) return `${origin}/?${config.taxonomy}=${encodeURIComponent(term.slug)}`;
  return `${origin}${termPath(config.taxonomy, term.slug)}`;
}

/** A term as the WordPress REST API shows it; `embed` context keeps the short form. */
export function presentTerm(
  config: TaxonomyConfig,
  term: CountedTerm,
  origin: string,
  context: RestContext,
): Record<string, unknown> {
  const base = `${origin}/wp-json/wp/v2/${config.restBase}`;
  const links: Record<string, unknown[]> = {
    self: [{ href: `${base}/${term.id}` }],
    collection: [{ href: base }],
    about: [{ href: `${origin}/wp-json/wp/v2/taxonomies/${config.taxonomy}` }],
    'wp:post_type': config.postCollections.map((c) => ({
      href: `${origin}/wp-json/wp/v2/${c.restBase}?${c.field}=${term.id}`,
    })),
    curies: [{ name: 'wp', href: 'https://api.w.org/{rel}', templated: true }],
  };
  if (config.hierarchical && term.parent !== 0) {
    links.up = [{ embeddable: true, href: `${base}/${term.parent}` }];
  }
  const short = {
    id: term.id,
    link: termLink(origin, config, term),
    name: term.name,
    slug: term.slug,
    taxonomy: config.taxonomy,
  };
  if (context === 'embed') return { ...short, _links: links };
  return {
    id: term.id,
    count: term.count,
    description: term.description,
    link: short.link,
    name: term.name,
    slug: term.slug,
    taxonomy: config.taxonomy,
    ...(config.hierarchical ? { parent: term.parent } : {}),
    meta: [],
    _links: links,
  };
}
