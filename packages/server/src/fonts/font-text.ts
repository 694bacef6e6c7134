/** CSS generic families, written bare in a `font-family` list. */
const GENERIC_FAMILIES = new Set([
  'serif',
  'sans-serif',
  'monospace',
  'cursive',
  'fantasy',
  'system-ui',
  'ui-serif',
  'ui-sans-serif',
  'ui-monospace',
  'ui-rounded',
  'math',
  'emoji',
  'fangsong',
]);

/** The longest slug stored, as for every other record. */
export const MAX_SLUG_LENGTH = 200;

/**
 * Plain one-line text, as WordPress's sanitize_text_field leaves it: tags and any remaining angle
 * brackets removed, control characters dropped, runs of white space made one space, trimmed.
 */
export function sanitizeText(text: string): string {
  return text
    .replace(/<[^>]*>?/g, '')
    .replace(/[<>]/g, '')
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Kebab case (`Source Serif 4` → `source-serif-4`), accents dropped, at most 200 characters. */
export function kebabSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, '');
}

/** One family name of a list, without its quotes or characters that mean something in CSS. */
function familyName(part: string): string {
  const unquoted = part.trim().replace(/^(['"])(.*)\1$/s, '$2');
  return sanitizeText(unquoted.replace(/["'\\;{}]/g, ''));
}

/**
 * A CSS `font-family` list safe to store and print: each name cleaned (no quotes, backslashes,
 * semicolons, braces, tags or control characters, so none can end a string, a rule or a
 * `<style>` element), generic families and names of plain letters and hyphens left bare, every
 * other name in double quotes: `Inter, "Source Serif 4", serif`.
 */
export function sanitizeFontFamily(list: string): string {
  return list
    .split(',')
    .map(familyName)
    .filter((name) => name !== '')
    .map((name) =>
      GENERIC_FAMILIES.has(name.toLowerCase()) || /^[a-zA-Z-]+$/.test(name) ? name : `"${name}"`,
    )
    .join(', ');
}

/** The first name of a `font-family` list, unquoted: `"Source Serif 4", serif` → `Source Serif 4`. */
export function firstFamilyName(list: string): string {
  return familyName(list.split(',')[0] ?? '');
}
