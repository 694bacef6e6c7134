import { DEFAULT_TEMPLATE_PART_AREA, TEMPLATE_PART_AREAS } from '@atelier/blocks';
import type { RestPost } from '@atelier/blocks/rest';
import type { EntityRecord } from '../../data/entities/store-state';

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

/** Spec 2 §3: a pattern is synced unless its sync status says `unsynced`. */
export function patternFacts(
  pattern: EntityRecord,
  terms: readonly { id: number; name: string }[] = [],
): RecordFact[] {
  const synced = text(pattern, 'wp_pattern_sync_status') !== 'unsynced';
  const facts = [{ label: 'Sync status', value: synced ? 'Synced' : 'Not synced' }];
  // Its categories by name, as the person chose them (ids of deleted terms are left out).
  const ids = Array.isArray(pattern.wp_pattern_category) ? pattern.wp_pattern_category : [];
  const names = terms.filter((term) => ids.includes(term.id)).map((term) => term.name);
  if (names.length > 0) facts.push({ label: 'Categories', value: names.join(', ') });
  return facts;
}

/** Spec 2 §3: a template part's area by its label ('General' for a part without one). */
export function templatePartFacts(part: EntityRecord): RecordFact[] {
  const value = typeof part.area === 'string' && part.area !== '' ? part.area : '';
  const area =
    TEMPLATE_PART_AREAS.find((candidate) => candidate.value === value) ??
    TEMPLATE_PART_AREAS.find((candidate) => candidate.value === DEFAULT_TEMPLATE_PART_AREA);
  return [{ label: 'Area', value: area?.label ?? value }];
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
