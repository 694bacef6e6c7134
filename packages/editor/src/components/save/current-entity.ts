import type { EditorLocation } from '../../app/location';
import type { RecordRef } from '../../data/entities/store-state';

/** Post types whose ids are `theme//slug` (the location path collapses the double slash). */
const THEME_ID_TYPES = new Set(['wp_template', 'wp_template_part']);
/** Post types opened at /{type}/{id} (spec 1 §2.1). */
const DIRECT_TYPES = new Set([
  'page',
  'wp_template',
  'wp_template_part',
  'wp_block',
  'wp_navigation',
]);

/**
 * The record the location is about: `postType` + `postId` when given, else /{type}/{id} for
 * pages, templates, parts and patterns, or /navigation/{type}/{id}. Null on list screens.
 */
export function currentRecordRef(location: EditorLocation): RecordRef | null {
  if (location.postType !== undefined && location.postId !== undefined) {
    return { kind: 'postType', name: location.postType, id: location.postId };
  }
  const [first, ...rest] = location.path.split('/').filter((segment) => segment !== '');
  if (first === undefined || rest.length === 0) return null;
  if (first === 'navigation') {
    const [name, id, ...extra] = rest;
    return name !== undefined && id !== undefined && extra.length === 0
      ? { kind: 'postType', name, id }
      : null;
  }
  if (!DIRECT_TYPES.has(first)) return null;
  if (THEME_ID_TYPES.has(first)) {
    if (rest.length !== 2) return null;
    return { kind: 'postType', name: first, id: rest.join('//') };
  }
  const [id, ...extra] = rest;
  return id !== undefined && extra.length === 0 ? { kind: 'postType', name: first, id } : null;
}
