import type { ThemeJson } from '../types/theme-json';
import { getAtPath, isRecord } from './object-path';

const MAX_REF_DEPTH = 5;

/** True for `{ref: 'styles.…'}` values. */
function isStyleRef(value: unknown): value is { readonly ref: string } {
  return isRecord(value) && typeof value.ref === 'string';
}

/**
 * Converts a preset shorthand to a CSS custom property reference:
 * `var:preset|color|accent` → `var(--wp--preset--color--accent)`. Other strings are returned
 * unchanged.
 */
export function presetShorthandToCss(value: string): string {
  if (!value.startsWith('var:')) return value;
  return `var(--wp--${value.slice(4).split('|').join('--')})`;
}

/**
 * Follows `{ref: 'styles.elements.link.color.text'}` through the theme.json it belongs to (a few
 * levels deep, cycles stop); any other value is returned as it is. An unresolvable ref yields
 * `undefined`.
 */
export function resolveRef(value: unknown, themeJson: ThemeJson): unknown {
  let current = value;
  for (let depth = 0; depth < MAX_REF_DEPTH && isStyleRef(current); depth++) {
    const path = current.ref.split('.').filter((segment) => segment !== '');
    current = getAtPath(themeJson, path);
  }
  return isStyleRef(current) ? undefined : current;
}

/**
 * Turns a style value into a CSS value: follows refs, expands `var:` shorthands and writes
 * numbers as strings. Objects, empty strings and missing refs yield `undefined`.
 */
export function styleValueToCss(value: unknown, themeJson: ThemeJson): string | undefined {
  const resolved = resolveRef(value, themeJson);
  if (typeof resolved === 'number' && Number.isFinite(resolved)) return String(resolved);
  if (typeof resolved !== 'string' || resolved.trim() === '') return undefined;
  return presetShorthandToCss(resolved.trim());
}
