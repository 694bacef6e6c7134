/**
 * REST record shapes both sides agree on: what the server's routes send and what the editor and
 * the preload read. Field names are WordPress's (spec 1 §3).
 */

/** A text field in edit context: the raw value and, for titles, its rendered HTML. */
export interface RestText {
  raw?: string;
  rendered?: string;
}

/** One `_links` entry as WordPress writes it (`embeddable`, `count`, `id` on some relations). */
export interface RestLink {
  href: string;
  embeddable?: boolean;
  [key: string]: unknown;
}

/** A record's `_links`, by relation (`self`, `collection`, `author`, `version-history`…). */
export type RestLinks = Record<string, RestLink[]>;

export type RestTemplateType = 'wp_template' | 'wp_template_part';

/** A template or template part (`/wp/v2/templates`, `/wp/v2/template-parts`). */
export interface RestTemplate {
  /** `theme//slug` */
  id: string;
  theme: string;
  content: { raw?: string; block_version: number };
  slug: string;
  source: 'theme' | 'custom';
  origin: string | null;
  type: RestTemplateType;
  description: string;
  title: RestText;
  status: string;
  wp_id: number | null;
  has_theme_file: boolean;
  author: number;
  modified: string | null;
  author_text: string;
  original_source: string;
  /** Templates only. */
  is_custom?: boolean;
  post_types?: string[];
  /** Template parts only. */
  area?: string;
  _links: RestLinks;
}

/** Reads `{raw, rendered}` (edit context), or a plain string (an edited value); else ''. */
export function rawText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value !== 'object' || value === null) return '';
  const raw: unknown = Reflect.get(value, 'raw');
  if (typeof raw === 'string') return raw;
  const rendered: unknown = Reflect.get(value, 'rendered');
  if (typeof rendered === 'string') return rendered;
  return typeof rendered === 'number' ? String(rendered) : '';
}

/** Whether a REST answer is a template (not a part), as far as the preload needs to know. */
export function isRestTemplate(
  value: unknown,
): value is Pick<RestTemplate, 'type' | 'theme' | 'content'> {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Partial<RestTemplate>;
  return (
    record.type === 'wp_template' &&
    typeof record.theme === 'string' &&
    typeof record.content === 'object' &&
    record.content !== null
  );
}
