import { WRITABLE_STATUSES } from '../../posts/post-access.js';
import { POST_FORMATS, type PostFormat } from '../../posts/post-formats.js';
import type { PostInput } from '../../posts/post-input.js';
import { META_KEYS } from '../../posts/post-meta.js';
import { POST_ORDERBY } from '../../posts/post-query.js';
import type { PostTypeConfig } from '../../posts/post-type-config.js';
import type { ArgSchema, ArgsSchema } from '../../schema/arg-schema.js';
import { checkedBlockContent } from '../block-content.js';
import { contextArg } from '../context-arg.js';
import { paginationArgs } from '../pagination.js';
import { idListArg, MAX_ID, withoutNul } from './list-params.js';

/** Statuses a list may ask for: the writable ones, trash, and `any`. */
export const LISTABLE_STATUSES = [...WRITABLE_STATUSES, 'trash', 'any'] as const;

/** The arguments of a post type's collection route. */
export function collectionArgs(config: PostTypeConfig): ArgsSchema {
  const args: ArgsSchema = {
    context: contextArg,
    ...paginationArgs({ allowAll: true }),
    search: { type: 'string', description: 'Limit results to those matching a string.' },
    author: idListArg('Limit result set to items assigned to specific authors.'),
    author_exclude: idListArg('Ensure result set excludes items assigned to specific authors.'),
    exclude: idListArg('Ensure result set excludes specific IDs.'),
    include: idListArg('Limit result set to specific IDs.'),
    order: {
      type: 'string',
      enum: ['asc', 'desc'],
      default: 'desc',
      description: 'Order sort attribute ascending or descending.',
    },
    orderby: {
      type: 'string',
      enum: POST_ORDERBY,
      default: 'date',
      description: 'Sort collection by post attribute.',
    },
    after: {
      type: 'string',
      format: 'date-time',
      description: 'Limit response to items published after a given ISO8601 compliant date.',
    },
    before: {
      type: 'string',
      format: 'date-time',
      description: 'Limit response to items published before a given ISO8601 compliant date.',
    },
    slug: {
      type: 'array',
      items: { type: 'string' },
      description: 'Limit result set to items with one or more specific slugs.',
    },
    status: {
      type: 'array',
      items: { type: 'string', enum: LISTABLE_STATUSES },
      default: ['publish'],
      description: 'Limit result set to items assigned one or more statuses.',
    },
  };
  if (config.supports.sticky) {
    args.sticky = { type: 'boolean', description: 'Limit result set to items that are sticky.' };
  }
  if (config.hierarchical) {
    args.parent = idListArg('Limit result set to items with particular parent IDs.');
    args.parent_exclude = idListArg(
      'Limit result set to all items except those of a particular parent ID.',
    );
  }
  for (const { field } of config.taxonomies) {
    args[field] = idListArg(
      `Limit result set to items with specific terms assigned in the ${field} taxonomy.`,
    );
    args[`${field}_exclude`] = idListArg(
      `Limit result set to items except those with specific terms assigned in the ${field} taxonomy.`,
    );
  }
  return args;
}

const rawOrString: ArgSchema = {
  type: ['string', 'object'],
  properties: { raw: { type: 'string' } },
};

/** The arguments of a post type's create and update routes. */
export function writeArgs(config: PostTypeConfig): ArgsSchema {
  const { supports } = config;
  const args: ArgsSchema = {
    date: {
      type: ['string', 'null'],
      format: 'date-time',
      description: "The date the item was published, in the site's timezone.",
    },
    date_gmt: {
      type: ['string', 'null'],
      format: 'date-time',
      description: 'The date the item was published, as GMT.',
    },
    slug: {
      type: 'string',
      maxLength: 200,
      description: 'An alphanumeric identifier for the item unique to its type.',
    },
    status: {
      type: 'string',
      enum: WRITABLE_STATUSES,
      description: 'A named status for the item.',
    },
    title: { ...rawOrString, description: 'The title for the item.' },
    content: { ...rawOrString, description: 'The content for the item.' },
    modified: {
      type: 'string',
      description: 'The modified value the client last saw; a stale one is refused with 412.',
    },
  };
  if (supports.excerpt) args.excerpt = { ...rawOrString, description: 'The excerpt for the item.' };
  if (supports.author)
    args.author = {
      type: 'integer',
      minimum: 1,
      maximum: MAX_ID,
      description: 'The ID for the author of the item.',
    };
  if (supports.featuredMedia)
    args.featured_media = {
      type: 'integer',
      minimum: 0,
      maximum: MAX_ID,
      description: 'The ID of the featured media for the item.',
    };
  if (supports.comments)
    args.comment_status = {
      type: 'string',
      enum: ['open', 'closed'],
      description: 'Whether or not comments are open on the item.',
    };
  if (supports.password)
    args.password = {
      type: 'string',
      maxLength: 255,
      description: 'A password to protect access to the content and excerpt.',
    };
  if (supports.template)
    args.template = {
      type: 'string',
      maxLength: 200,
      description: 'The theme file to use to display the item.',
    };
  if (supports.sticky)
    args.sticky = {
      type: 'boolean',
      description: 'Whether or not the item should be treated as sticky.',
    };
  if (supports.formats)
    args.format = {
      type: 'string',
      enum: POST_FORMATS,
      description: 'The format for the item.',
    };
  if (config.hierarchical)
    args.parent = {
      type: 'integer',
      minimum: 0,
      maximum: MAX_ID,
      description: 'The ID for the parent of the item.',
    };
  if (supports.pageAttributes)
    args.menu_order = {
      type: 'integer',
      minimum: -MAX_ID,
      maximum: MAX_ID,
      description: 'The order of the item in relation to other items.',
    };
  if (supports.patternSyncStatus) {
    args.wp_pattern_sync_status = {
      type: 'string',
      enum: ['', 'unsynced'],
      description: 'Whether the pattern is synced (empty) or not (unsynced).',
    };
  }
  if (Object.keys(config.meta).length > 0) {
    args.meta = {
      type: 'object',
      properties: Object.fromEntries(
        Object.keys(config.meta).map((key) => [key, { type: 'string' }]),
      ),
      description: 'Meta fields.',
    };
  }
  for (const { field } of config.taxonomies) {
    args[field] = idListArg(`The terms assigned to the item in the ${field} taxonomy.`);
  }
  return args;
}

function rawText(value: unknown): string | undefined {
  if (typeof value === 'string') return withoutNul(value);
  if (value !== null && typeof value === 'object' && 'raw' in value) {
    const raw = (value as { raw: unknown }).raw;
    return typeof raw === 'string' ? withoutNul(raw) : undefined;
  }
  return undefined;
}

const int = (value: unknown) => (typeof value === 'number' ? value : undefined);
const bool = (value: unknown) => (typeof value === 'boolean' ? value : undefined);
const format = (value: unknown) =>
  POST_FORMATS.find((known): known is PostFormat => known === value);
const text = (value: unknown) => (typeof value === 'string' ? withoutNul(value) : undefined);

/**
 * Turns validated write parameters into the operation's input. A null `date` or `date_gmt`
 * resets the date to `now`, as WordPress does (publishing a scheduled item with `date: null`
 * publishes it now).
 */
export function readPostInput(
  config: PostTypeConfig,
  params: Record<string, unknown>,
  now: Date = new Date(),
): PostInput {
  const meta: Record<string, string> = {};
  const sentMeta = params.meta;
  if (sentMeta !== null && typeof sentMeta === 'object') {
    for (const [key, value] of Object.entries(sentMeta)) {
      if (key in config.meta && typeof value === 'string') meta[key] = withoutNul(value);
    }
  }
  if (config.supports.patternSyncStatus && typeof params.wp_pattern_sync_status === 'string') {
    meta[META_KEYS.syncStatus] = params.wp_pattern_sync_status;
  }
  const terms: Record<string, number[]> = {};
  for (const { taxonomy, field } of config.taxonomies) {
    const value = params[field];
    if (Array.isArray(value))
      terms[taxonomy] = value.filter((v): v is number => typeof v === 'number');
  }
  const gmt = text(params.date_gmt);
  const sent = text(params.date) ?? (gmt && !/(Z|[+-]\d{2}:?\d{2})$/.test(gmt) ? `${gmt}Z` : gmt);
  const date = params.date === null || params.date_gmt === null ? now.toISOString() : sent;
  return {
    title: rawText(params.title),
    content: checkedBlockContent(rawText(params.content)),
    excerpt: rawText(params.excerpt),
    status: text(params.status),
    slug: text(params.slug),
    date: date === '' ? undefined : date,
    password: text(params.password),
    parent: int(params.parent),
    menuOrder: int(params.menu_order),
    commentStatus: text(params.comment_status),
    author: int(params.author),
    featuredMedia: int(params.featured_media),
    template: text(params.template),
    format: config.supports.formats ? format(params.format) : undefined,
    sticky: config.supports.sticky ? bool(params.sticky) : undefined,
    meta: Object.keys(meta).length > 0 ? meta : undefined,
    terms: Object.keys(terms).length > 0 ? terms : undefined,
  };
}
