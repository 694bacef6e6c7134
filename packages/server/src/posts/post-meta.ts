import { parseJsonColumn } from '../db/json.js';
import type { PostRow } from '../db/schema.js';

/** Meta keys Atelier keeps for itself on post rows (never exposed as `meta`). */
export const META_KEYS = {
  trashStatus: '_wp_trash_meta_status',
  trashTime: '_wp_trash_meta_time',
  featuredMedia: '_thumbnail_id',
  template: '_wp_page_template',
  syncStatus: 'wp_pattern_sync_status',
  /** A post's format other than `standard` (see `post-formats.ts`). */
  format: '_post_format',
} as const;

/** The row's meta object (an empty object when the column does not hold one). */
export function postMeta(row: Pick<PostRow, 'meta'>): Record<string, unknown> {
  const meta = parseJsonColumn<unknown>(row.meta, {});
  return meta !== null && typeof meta === 'object' && !Array.isArray(meta)
    ? (meta as Record<string, unknown>)
    : {};
}

/** A meta value as text, or the fallback when missing or not text. */
export function metaText(meta: Record<string, unknown>, key: string, fallback = ''): string {
  const value = meta[key];
  return typeof value === 'string' ? value : fallback;
}

/** A meta value as a non-negative integer, or 0. */
export function metaInteger(meta: Record<string, unknown>, key: string): number {
  const value = Number(meta[key]);
  return Number.isInteger(value) && value > 0 ? value : 0;
}

/**
 * The `meta` field of a REST answer: each registered key with its stored text, or its default
 * (`{}` when the type registers none).
 */
export function registeredMeta(
  registered: Readonly<Record<string, string>>,
  meta: Record<string, unknown>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(registered).map(([key, fallback]) => [key, metaText(meta, key, fallback)]),
  );
}
