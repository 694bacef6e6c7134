import { type RestTemplate, rawText } from '@atelier/blocks/rest';
import type { RecordRef } from '../../data/entities/store-state';

/** Where a template or part comes from (spec 1 §3). */
export type TemplateSource = 'theme' | 'custom' | 'plugin';
export type TemplatePostType = 'wp_template' | 'wp_template_part';

/** Whether a record is a template or a template part. */
export function isTemplateRef(ref: RecordRef): boolean {
  return ref.kind === 'postType' && (ref.name === 'wp_template' || ref.name === 'wp_template_part');
}

/**
 * A template or template part as the screens of this area read it: the REST record's fields
 * flattened to plain, typed values (title as its raw text, content as its raw markup).
 */
export interface TemplateItem {
  id: string;
  type: TemplatePostType;
  slug: string;
  title: string;
  description: string;
  source: TemplateSource;
  /** theme, plugin or site (spec 1 §3); empty when the server did not say. */
  originalSource: string;
  hasThemeFile: boolean;
  isCustom: boolean;
  author: number;
  authorText: string;
  /** ISO date of the last change, or empty for an untouched theme file. */
  modified: string;
  content: string;
  /** Template parts only: header, footer, sidebar or uncategorized. */
  area: string;
}

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return '';
}

/** Reads `{raw, rendered}` (edit context), or a plain string (an edited value). */
export { rawText };

function source(value: unknown): TemplateSource {
  return value === 'custom' || value === 'plugin' ? value : 'theme';
}

/**
 * A template record as the store holds it: the fields of the REST shape, each of any value, as
 * an edit may have replaced one (an edited title is a plain string).
 */
export type TemplateRecordFields = { readonly [Field in keyof RestTemplate]?: unknown };

/** Flattens a REST template (or part) record into a `TemplateItem`. */
export function toTemplateItem(record: TemplateRecordFields): TemplateItem {
  return {
    id: text(record.id),
    type: record.type === 'wp_template_part' ? 'wp_template_part' : 'wp_template',
    slug: text(record.slug),
    title: rawText(record.title),
    description: rawText(record.description),
    source: source(record.source),
    originalSource: text(record.original_source),
    hasThemeFile: record.has_theme_file === true,
    isCustom: record.is_custom === true,
    author: typeof record.author === 'number' ? record.author : 0,
    authorText: text(record.author_text),
    modified: text(record.modified),
    content: rawText(record.content),
    area: text(record.area),
  };
}

/** The title people see: the title, or the slug when the title is empty. */
export function displayTitle(item: Pick<TemplateItem, 'title' | 'slug'>): string {
  return item.title.trim() === '' ? item.slug : item.title;
}
