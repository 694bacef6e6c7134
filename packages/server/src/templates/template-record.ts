import { createHash } from 'node:crypto';
import { DEFAULT_TEMPLATE_PART_AREA, TEMPLATE_TYPES } from '@atelier/blocks';
import { parseJsonColumn } from '../db/json.js';
import type { PostRow } from '../db/schema.js';
import type { TemplateType, ThemeTemplateFile } from '../themes/theme-files.js';

/** Meta a template or part record keeps in the `meta` JSON column. */
export interface TemplateMeta {
  area?: string;
  is_wp_suggestion?: boolean;
  origin?: string | null;
}

/**
 * A template or template part as the site sees it: the theme's file, the database record that
 * customises it or exists on its own, or both.
 */
export interface TemplateRecord {
  type: TemplateType;
  theme: string;
  slug: string;
  file: ThemeTemplateFile | undefined;
  row: PostRow | undefined;
}

export function templateId(record: Pick<TemplateRecord, 'theme' | 'slug'>): string {
  return `${record.theme}//${record.slug}`;
}

/** Splits `theme//slug`; null when the id has another shape. */
export function parseTemplateId(id: string): { theme: string; slug: string } | null {
  const at = id.indexOf('//');
  if (at <= 0) return null;
  const theme = id.slice(0, at);
  const slug = id.slice(at + 2);
  if (!slug || slug.includes('/')) return null;
  return { theme, slug };
}

export function templateMeta(row: PostRow | undefined): TemplateMeta {
  return parseJsonColumn<TemplateMeta>(row?.meta, {});
}

export function templateContent(record: TemplateRecord): string {
  return record.row?.content ?? record.file?.content ?? '';
}

export function templateTitle(record: TemplateRecord): string {
  if (record.row) return record.row.title;
  return record.file?.title ?? TEMPLATE_TYPES[record.slug]?.title ?? record.slug;
}

export function templateDescription(record: TemplateRecord): string {
  if (record.row) return record.row.excerpt;
  return record.file?.description ?? TEMPLATE_TYPES[record.slug]?.description ?? '';
}

export function templateArea(record: TemplateRecord): string {
  return templateMeta(record.row).area ?? record.file?.area ?? DEFAULT_TEMPLATE_PART_AREA;
}

/** Custom templates are those outside the hierarchy: declared by the theme or made by a person. */
export function templateIsCustom(record: TemplateRecord): boolean {
  if (record.file) return record.file.isCustom;
  if (record.row) return !templateMeta(record.row).is_wp_suggestion;
  return false;
}

/** Where the template came from, as the editor groups them. */
export function templateOriginalSource(record: TemplateRecord): 'theme' | 'site' | 'user' {
  if (record.file) return 'theme';
  if (!record.row?.author) return 'site';
  return 'user';
}

/** The version clients echo back (If-Match) so a stale write is refused. */
export function templateEtag(record: TemplateRecord): string {
  if (record.row) return `"${record.row.id}-${record.row.version}"`;
  return `"theme-${createHash('sha1').update(templateContent(record)).digest('hex').slice(0, 16)}"`;
}
