import type { RestPost, RestPostSummary } from '@atelier/blocks/rest';
import type { PostRow } from '../../db/schema.js';
import type { PostContextData } from '../../posts/post-context-data.js';
import { postFormat } from '../../posts/post-formats.js';
import {
  META_KEYS,
  metaInteger,
  metaText,
  postMeta,
  registeredMeta,
} from '../../posts/post-meta.js';
import { slugify } from '../../posts/post-slugs.js';
import type { PostTypeConfig } from '../../posts/post-type-config.js';
import { renderContent, renderExcerpt } from '../../posts/render-content.js';
import type { RestContext } from '../context-arg.js';
import { postClassList } from './post-class-list.js';
import { postLink, postLinks } from './post-links.js';

/** How a record is shown: who asks (context), from where (origin), and the password they sent. */
export interface PresentOptions {
  origin: string;
  context: RestContext;
  /** The password sent with the request, which unlocks a protected item's content. */
  password?: string | undefined;
  /** Names and slugs of the terms the records carry, by term id (for `class_list`). */
  termSlugs?: ReadonlyMap<number, { name: string; slug: string }> | undefined;
}

/**
 * The record's `class_list`: its terms by taxonomy in the type's order, and by name within one,
 * as `get_the_terms` returns them.
 */
function classList(
  config: PostTypeConfig,
  row: PostRow,
  termIds: ReadonlyMap<string, number[]> | undefined,
  options: PresentOptions,
  meta: Record<string, unknown>,
): string[] {
  const terms = config.taxonomies.flatMap(({ taxonomy }) =>
    (termIds?.get(taxonomy) ?? [])
      .map((id) => ({
        taxonomy,
        ...(options.termSlugs?.get(id) ?? { name: '', slug: String(id) }),
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  );
  return postClassList({
    id: row.id,
    type: row.type,
    status: row.status,
    format: config.supports.formats ? postFormat(meta) : undefined,
    passwordProtected: row.password !== '',
    passwordRequired: row.password !== '' && options.password !== row.password,
    hasThumbnail: metaInteger(meta, META_KEYS.featuredMedia) > 0,
    terms,
  });
}

function showRaw(config: PostTypeConfig, options: PresentOptions): boolean {
  return options.context === 'edit' || (config.supports.rawInView && options.context === 'view');
}

/** The fields every context carries (the `embed` context stops here). */
function embedFields(
  config: PostTypeConfig,
  row: PostRow,
  data: PostContextData,
  options: PresentOptions,
): { locked: boolean; meta: Record<string, unknown>; fields: Omit<RestPostSummary, '_links'> } {
  const locked =
    row.password !== '' && options.context !== 'edit' && options.password !== row.password;
  const meta = postMeta(row);
  const excerpt = config.supports.excerpt
    ? {
        excerpt: {
          ...(options.context === 'edit' ? { raw: row.excerpt } : {}),
          rendered: locked ? '' : renderExcerpt(row.excerpt, row.content),
          protected: row.password !== '',
        },
      }
    : {};
  return {
    locked,
    meta,
    fields: {
      id: row.id,
      date: row.date,
      slug: row.slug,
      type: row.type,
      link: postLink(options.origin, config, row, data),
      title: { ...(showRaw(config, options) ? { raw: row.title } : {}), rendered: row.title },
      ...excerpt,
      ...(config.supports.author ? { author: row.author } : {}),
      ...(config.supports.featuredMedia
        ? { featured_media: metaInteger(meta, META_KEYS.featuredMedia) }
        : {}),
      ...(config.hierarchical ? { parent: row.parent } : {}),
    },
  };
}

/**
 * A post-like record as the WordPress REST API shows it in the given context. In view and
 * embed context a password-protected item hides its content and never shows its password.
 */
export function presentPost(
  config: PostTypeConfig,
  row: PostRow,
  data: PostContextData,
  options: PresentOptions,
): RestPost | RestPostSummary {
  const { locked, meta, fields } = embedFields(config, row, data, options);
  const links = postLinks(options.origin, config, row, data);
  if (options.context === 'embed') return { ...fields, _links: links };
  const edit = options.context === 'edit';
  const { supports } = config;
  const termIds = data.terms.get(row.id);
  return {
    ...fields,
    date_gmt: row.date_gmt,
    guid: {
      ...(edit ? { raw: `${options.origin}/?p=${row.id}` } : {}),
      rendered: `${options.origin}/?p=${row.id}`,
    },
    modified: row.modified,
    modified_gmt: row.modified_gmt,
    status: row.status,
    content: {
      ...(showRaw(config, options) ? { raw: row.content } : {}),
      rendered: locked ? '' : renderContent(row.content),
      protected: row.password !== '',
      block_version: row.content.includes('<!-- wp:') ? 1 : 0,
    },
    ...(supports.pageAttributes ? { menu_order: row.menu_order } : {}),
    ...(supports.comments ? { comment_status: row.comment_status, ping_status: 'closed' } : {}),
    ...(supports.sticky ? { sticky: data.sticky.has(row.id) } : {}),
    ...(supports.template ? { template: metaText(meta, META_KEYS.template) } : {}),
    ...(supports.formats ? { format: postFormat(meta) } : {}),
    ...(Object.keys(config.meta).length > 0 ? { meta: registeredMeta(config.meta, meta) } : {}),
    ...Object.fromEntries(
      config.taxonomies.map(({ taxonomy, field }) => [field, termIds?.get(taxonomy) ?? []]),
    ),
    ...(supports.patternSyncStatus
      ? { wp_pattern_sync_status: metaText(meta, META_KEYS.syncStatus) }
      : {}),
    ...(edit && supports.password ? { password: row.password } : {}),
    ...(supports.viewable
      ? {
          class_list: classList(config, row, termIds, options, meta),
        }
      : {}),
    ...(edit && supports.viewable
      ? {
          generated_slug: row.slug || slugify(row.title) || String(row.id),
          permalink_template: `${options.origin}/${config.hierarchical ? '%pagename%' : '%postname%'}/`,
        }
      : {}),
    _links: links,
  };
}
