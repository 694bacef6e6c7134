/**
 * Block delimiter comments (`<!-- wp:name {json} -->`, `<!-- /wp:name -->`, `… /-->`) as the
 * sanitiser meets them: the text between `<!--` and `-->`. A delimiter is kept with its
 * attributes cleaned; any other comment is dropped (comments are where parsers disagree).
 */

import { type BlockAttributes, serializeAttributes } from '@atelier/blocks';
import { isSafeUrl, isUrlAttributeName } from './safe-url.js';

/** The same delimiter shape `@atelier/blocks`' parser reads, on a comment's text. */
const DELIMITER = /^\s+(\/)?wp:((?:[a-z][a-z0-9_-]*\/)?[a-z][a-z0-9_-]*)\s+(\{[\s\S]*\}\s+)?(\/)?$/;

/** Attribute values nested deeper than this are dropped (no block needs such depth). */
const MAX_DEPTH = 32;

/** What the cleaner needs from the HTML side. */
export interface MarkupCleaner {
  /** Sanitises a string of markup (no block comments) to safe HTML. */
  cleanMarkup(html: string): string;
  /** Decodes character references the way the browser reads an attribute value. */
  decodeEntities(text: string): string;
}

function cleanValue(key: string, value: unknown, depth: number, cleaner: MarkupCleaner): unknown {
  if (depth > MAX_DEPTH) return null;
  if (typeof value === 'string') {
    if (
      isUrlAttributeName(key) &&
      !(isSafeUrl(value) && isSafeUrl(cleaner.decodeEntities(value)))
    ) {
      return '';
    }
    return value.includes('<') ? cleaner.cleanMarkup(value) : value;
  }
  if (Array.isArray(value)) return value.map((item) => cleanValue(key, item, depth + 1, cleaner));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, cleanValue(k, v, depth + 1, cleaner)]),
    );
  }
  return value;
}

/**
 * Cleans every value of a block's attributes: markup-bearing strings are sanitised, URL-valued
 * keys lose script URLs, and over-deep values are dropped. The shape stays an object.
 */
export function cleanBlockAttributes(
  attributes: BlockAttributes,
  cleaner: MarkupCleaner,
): BlockAttributes {
  return cleanValue('', attributes, 0, cleaner) as BlockAttributes;
}

/** The attributes a delimiter's JSON holds, or `null` when it is not a JSON object. */
function readAttributes(json: string): BlockAttributes | null {
  try {
    const value: unknown = JSON.parse(json);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as BlockAttributes)
      : null;
  } catch {
    return null;
  }
}

/**
 * The text a kept comment should have, or `null` to drop it. A clean delimiter keeps its text
 * byte for byte; one whose attributes needed cleaning (or that holds `<` or `>`) is written
 * again with `serializeAttributes`, which escapes everything that could end the comment.
 * Unreadable JSON counts as no attributes, as the block parser reads it.
 */
export function cleanCommentText(text: string, cleaner: MarkupCleaner): string | null {
  const match = DELIMITER.exec(text);
  if (!match) return null;
  const [, closer, name = '', json, voidSlash] = match;
  if (closer) return json === undefined && !voidSlash ? text : null;
  const read = json === undefined ? {} : readAttributes(json);
  const attributes = read ?? {};
  const clean = cleanBlockAttributes(attributes, cleaner);
  if (read !== null && !/[<>]/.test(text) && JSON.stringify(clean) === JSON.stringify(attributes)) {
    return text;
  }
  const written = Object.keys(clean).length > 0 ? `${serializeAttributes(clean)} ` : '';
  return ` wp:${name} ${written}${voidSlash ? '/' : ''}`;
}
