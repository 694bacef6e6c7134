import { DEFAULT_TEMPLATE_PART_AREA } from '@atelier/blocks';
import { type RestPattern, rawText } from '@atelier/blocks/rest';
import type { TemplateItem } from '../templates/template-item';

/**
 * Spec 2 §3: an item of the Patterns list is a user pattern (`wp_block`), a theme pattern (from
 * the theme's patterns/ folder, read-only) or a template part (`wp_template_part`).
 */
export type PatternKind = 'user' | 'theme' | 'wp_template_part';

/** Spec 2 §4: synced (`full`) or not synced (`unsynced`). */
export type PatternSyncStatus = 'full' | 'unsynced';

/** The patterns and parts the Patterns screen lists, in one flat shape (spec 2 §3). */
export interface PatternItem {
  /** Unique across kinds (`user:12`, `theme:loom/hero`, `wp_template_part:loom//header`). */
  key: string;
  kind: PatternKind;
  /** The record id: a pattern's number as text, a theme pattern's name, a part's `theme//slug`. */
  id: string;
  /** A theme pattern's name (`loom/hero`), a user pattern's or a part's slug. */
  name: string;
  title: string;
  description: string;
  keywords: readonly string[];
  /**
   * Category names (slugs) the item is in: a theme pattern's header categories, a user pattern's
   * term slugs, a template part's area.
   */
  categories: readonly string[];
  /** Raw block markup. */
  content: string;
  /** User patterns: their status; theme patterns: not synced; template parts: null. */
  syncStatus: PatternSyncStatus | null;
  /** Offered in the inserter (theme patterns may say no; they still render where used). */
  inserter: boolean;
  /** User patterns: the term ids of their categories. */
  categoryIds: readonly number[];
  /** User patterns: their post status (publish, draft…); theme patterns and parts: publish. */
  status: string;
  author: number;
  authorText: string;
  /** Template parts: the part as the Templates area reads it (source, theme file…); else null. */
  part: TemplateItem | null;
}

/** A user pattern record as the store holds it: the REST shape's fields, any value (edits are plain). */
export type PatternRecordFields = { readonly [Field in keyof RestPattern]?: unknown };

/** A pattern category term of the person's (`wp_pattern_category`), as the editor reads it. */
export interface PatternCategoryTerm {
  id: number;
  /** The name people see. */
  name: string;
  slug: string;
  description: string;
}

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return '';
}

function strings(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

function ids(value: unknown): number[] {
  return Array.isArray(value)
    ? value.filter((item): item is number => typeof item === 'number' && Number.isInteger(item))
    : [];
}

/** The sync status a record says: `unsynced` in the field or the meta, else synced (spec 2 §3). */
export function syncStatusOf(record: PatternRecordFields): PatternSyncStatus {
  const meta = record.meta;
  const fromMeta =
    typeof meta === 'object' && meta !== null ? Reflect.get(meta, 'wp_pattern_sync_status') : '';
  return record.wp_pattern_sync_status === 'unsynced' || fromMeta === 'unsynced'
    ? 'unsynced'
    : 'full';
}

/** Reads a `wp_pattern_category` term record; null when it is not one. */
export function toPatternCategoryTerm(
  record: Readonly<Record<string, unknown>>,
): PatternCategoryTerm | null {
  if (typeof record.id !== 'number') return null;
  const name = text(record.name);
  return {
    id: record.id,
    name,
    slug: text(record.slug) || name,
    description: text(record.description),
  };
}

/**
 * A user pattern (`/wp/v2/blocks`, edit context, edited or not) as a `PatternItem`; its category
 * ids become the slugs of the person's category terms (unknown ids are left out).
 */
export function userPatternItem(
  record: PatternRecordFields,
  terms: readonly PatternCategoryTerm[],
): PatternItem {
  const id = text(record.id);
  const categoryIds = ids(record.wp_pattern_category);
  return {
    key: `user:${id}`,
    kind: 'user',
    id,
    name: text(record.slug),
    title: rawText(record.title),
    description: rawText(record.excerpt),
    keywords: [],
    categories: categoryIds.flatMap((termId) => {
      const term = terms.find((candidate) => candidate.id === termId);
      return term === undefined ? [] : [term.slug];
    }),
    content: rawText(record.content),
    syncStatus: syncStatusOf(record),
    inserter: true,
    categoryIds,
    status: text(record.status) || 'publish',
    author: typeof record.author === 'number' ? record.author : 0,
    authorText: '',
    part: null,
  };
}

/** A theme pattern record (`/wp/v2/block-patterns/patterns`) as a `PatternItem`; null if malformed. */
export function themePatternItem(record: Readonly<Record<string, unknown>>): PatternItem | null {
  if (typeof record.name !== 'string' || typeof record.content !== 'string') return null;
  return {
    key: `theme:${record.name}`,
    kind: 'theme',
    id: record.name,
    name: record.name,
    title: text(record.title) || record.name,
    description: text(record.description),
    keywords: strings(record.keywords),
    categories: strings(record.categories),
    content: record.content,
    syncStatus: 'unsynced',
    inserter: record.inserter !== false,
    categoryIds: [],
    status: 'publish',
    author: 0,
    authorText: '',
    part: null,
  };
}

/** A template part (as the Templates area reads it) as a `PatternItem` in its area. */
export function templatePartPatternItem(part: TemplateItem): PatternItem {
  return {
    key: `wp_template_part:${part.id}`,
    kind: 'wp_template_part',
    id: part.id,
    name: part.slug,
    title: part.title,
    description: part.description,
    keywords: [],
    categories: [part.area === '' ? DEFAULT_TEMPLATE_PART_AREA : part.area],
    content: part.content,
    syncStatus: null,
    inserter: true,
    categoryIds: [],
    status: 'publish',
    author: part.author,
    authorText: part.authorText,
    part,
  };
}

/** The title people see: the title, else the name (spec 2 §8 quotes it in notices). */
export function patternTitle(item: Pick<PatternItem, 'title' | 'name'>): string {
  return item.title.trim() === '' ? item.name : item.title;
}

/** Whether the Patterns list shows an item: theme patterns hidden from the inserter are not listed. */
export function isListed(item: PatternItem): boolean {
  return item.kind !== 'theme' || item.inserter;
}
