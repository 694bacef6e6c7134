import type { RestPost } from '@atelier/blocks/rest';
import type { EntityRecord } from '../../data/entities/store-state';

/** Spec 2 §2 (page details): reading speed, in words per minute. */
export const WORDS_PER_MINUTE = 189;

/** One row of a details panel. */
export interface RecordFact {
  label: string;
  value: string;
}

/** A field of a post-like record (named as in the shared REST shape) when it holds text. */
function text(record: EntityRecord, field: keyof RestPost): string {
  const value = record[field];
  return typeof value === 'string' ? value : '';
}

/** Words of a post's content: markup, block comments and entities are not words. */
export function wordCount(content: string): number {
  const plain = content
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[#\w]+;/g, ' ');
  return plain.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Spec 2 §2: 'N mins' when reading takes more than a minute, else '< 1 min'. */
export function readingTime(words: number): string {
  const minutes = Math.round(words / WORDS_PER_MINUTE);
  return minutes > 1 ? `${minutes} mins` : '< 1 min';
}

/** The Details panel of a page: time to read, and the word count unless it is the posts page. */
export function pageFacts(page: EntityRecord, postsPageId: number): RecordFact[] {
  const words = wordCount(text(page, 'content'));
  const facts: RecordFact[] = [{ label: 'Time to read', value: readingTime(words) }];
  if (page.id !== postsPageId) facts.push({ label: 'Words', value: String(words) });
  return facts;
}

/** Spec 2 §3: a pattern is synced unless its sync status says `unsynced`. */
export function patternFacts(pattern: EntityRecord): RecordFact[] {
  const synced = text(pattern, 'wp_pattern_sync_status') !== 'unsynced';
  return [{ label: 'Sync status', value: synced ? 'Synced' : 'Not synced' }];
}

/**
 * Spec 2 §2 (navigation): a menu's title, with its status in parentheses unless published;
 * untitled menus are named by their number.
 */
export function menuLabel(menu: EntityRecord): string {
  const title = text(menu, 'title').trim();
  const status = text(menu, 'status');
  const id = typeof menu.id === 'number' || typeof menu.id === 'string' ? String(menu.id) : '';
  if (title === '') return `(no title ${id})`;
  return status === 'publish' || status === '' ? title : `${title} (${status})`;
}

/** A record's title as a sidebar shows it: '(no title)' when empty. */
export function recordTitle(record: EntityRecord): string {
  const title = text(record, 'title').trim();
  return title === '' ? '(no title)' : title;
}

/** The record's last change, as stored (site time, no zone) read as UTC like the server writes. */
export function modifiedDate(record: EntityRecord): Date | null {
  const iso = text(record, 'modified_gmt') || text(record, 'modified');
  if (iso === '') return null;
  const date = new Date(/Z$|[+-]\d\d:\d\d$/.test(iso) ? iso : `${iso}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}
