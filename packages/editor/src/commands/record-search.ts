import type { CanvasMode, LocationTarget } from '../app/location';
import type { EntityRecord, Query } from '../data/entities/store-state';
import { NAVIGATION_MENUS_QUERY } from '../domain/navigation/navigation-menus-query';

/** A kind of record the palette finds by its title (spec 1 §2.13, spec 2 'Commands'). */
export interface RecordSource {
  postType: string;
  /** Shown beside each title: what the record is. */
  typeLabel: string;
  /** The list read for it (the query its own screen reads, so the cache is shared). */
  query: Query;
}

const ALL: Query = Object.freeze({ per_page: -1 });

/** Templates, template parts, pages, patterns and navigation menus, in this order. */
export const RECORD_SOURCES: readonly RecordSource[] = Object.freeze([
  { postType: 'wp_template', typeLabel: 'Template', query: ALL },
  { postType: 'wp_template_part', typeLabel: 'Template part', query: ALL },
  { postType: 'page', typeLabel: 'Page', query: Object.freeze({ per_page: -1, status: 'any' }) },
  { postType: 'wp_block', typeLabel: 'Pattern', query: ALL },
  { postType: 'wp_navigation', typeLabel: 'Navigation menu', query: NAVIGATION_MENUS_QUERY },
]);

/** One record as the palette offers it. */
export interface RecordEntry {
  /** The command's name: stable per record, so 'recently used' remembers it. */
  name: string;
  title: string;
  typeLabel: string;
  target: LocationTarget;
}

/** The prefix of every record command's name. */
export const RECORD_COMMAND_PREFIX = 'core/open-record/';

function titleOf(record: EntityRecord): string {
  const title = record.title;
  if (typeof title === 'string') return title;
  if (typeof title === 'object' && title !== null) {
    const raw = Reflect.get(title, 'raw');
    const rendered = Reflect.get(title, 'rendered');
    if (typeof raw === 'string' && raw !== '') return raw;
    if (typeof rendered === 'string') return rendered;
  }
  return '';
}

/**
 * Where a record opens: its own screen (/{type}/{id}, a menu at /navigation/wp_navigation/{id}),
 * in the canvas mode the palette was opened in, as WordPress's palette keeps it.
 */
export function recordTarget(postType: string, id: string, canvas: CanvasMode): LocationTarget {
  const path =
    postType === 'wp_navigation' ? `/navigation/${postType}/${id}` : `/${postType}/${id}`;
  return canvas === 'edit' ? { path, canvas } : { path };
}

/** The palette's entries for one kind of record; untitled ones are named '(no title)'. */
export function recordEntries(
  source: RecordSource,
  records: readonly EntityRecord[],
  canvas: CanvasMode,
): RecordEntry[] {
  return records.flatMap((record) => {
    const id = record.id;
    if (typeof id !== 'string' && typeof id !== 'number') return [];
    const title = titleOf(record).trim();
    return [
      {
        name: `${RECORD_COMMAND_PREFIX}${source.postType}/${id}`,
        title: title === '' ? '(no title)' : title,
        typeLabel: source.typeLabel,
        target: recordTarget(source.postType, String(id), canvas),
      },
    ];
  });
}
