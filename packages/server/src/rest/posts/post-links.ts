import type { RestLinks } from '@atelier/blocks/rest';
import { findTaxonomy } from '../../content-types/taxonomies.js';
import type { PostRow } from '../../db/schema.js';
import { type PostContextData, slugChain } from '../../posts/post-context-data.js';
import { META_KEYS, metaInteger, postMeta } from '../../posts/post-meta.js';
import type { PostTypeConfig } from '../../posts/post-type-config.js';
import { pagePath, postPath } from '../../site/permalinks.js';

/** The REST URL of a post type's collection. */
export function collectionUrl(origin: string, config: PostTypeConfig): string {
  return `${origin}/wp-json/wp/v2/${config.restBase}`;
}

/** Public URL of a record: its pretty permalink once it has a slug, else the `?p=` form. */
export function postLink(
  origin: string,
  config: PostTypeConfig,
  row: PostRow,
  data: PostContextData,
): string {
  const query = config.type === 'page' ? 'page_id' : 'p';
  if (!config.supports.viewable || row.slug === '' || row.status !== 'publish') {
    return `${origin}/?${query}=${row.id}`;
  }
  return `${origin}${config.hierarchical ? pagePath(slugChain(data, row)) : postPath(row.slug)}`;
}

/** The `_links` of a record: self, collection, author, revisions, featured image and terms. */
export function postLinks(
  origin: string,
  config: PostTypeConfig,
  row: PostRow,
  data: PostContextData,
): RestLinks {
  const base = collectionUrl(origin, config);
  const links: RestLinks = {
    self: [{ href: `${base}/${row.id}` }],
    collection: [{ href: base }],
    about: [{ href: `${origin}/wp-json/wp/v2/types/${config.type}` }],
  };
  if (config.supports.author) {
    links.author = [{ embeddable: true, href: `${origin}/wp-json/wp/v2/users/${row.author}` }];
  }
  if (config.supports.revisions) {
    const summary = data.revisions.get(row.id) ?? { count: 0, latestId: 0 };
    links['version-history'] = [{ count: summary.count, href: `${base}/${row.id}/revisions` }];
    if (summary.count > 0) {
      links['predecessor-version'] = [
        { id: summary.latestId, href: `${base}/${row.id}/revisions/${summary.latestId}` },
      ];
    }
  }
  if (config.hierarchical && row.parent !== 0) {
    links.up = [{ embeddable: true, href: `${base}/${row.parent}` }];
  }
  const media = metaInteger(postMeta(row), META_KEYS.featuredMedia);
  if (config.supports.featuredMedia && media !== 0) {
    links['wp:featuredmedia'] = [
      { embeddable: true, href: `${origin}/wp-json/wp/v2/media/${media}` },
    ];
  }
  if (config.taxonomies.length > 0) {
    links['wp:term'] = config.taxonomies.map(({ taxonomy }) => ({
      taxonomy,
      embeddable: true,
      href: `${origin}/wp-json/wp/v2/${findTaxonomy(taxonomy)?.restBase ?? taxonomy}?post=${row.id}`,
    }));
  }
  links.curies = [{ name: 'wp', href: 'https://api.w.org/{rel}', templated: true }];
  return links;
}
