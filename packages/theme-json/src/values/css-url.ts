/** Schemes a stylesheet may load from; addresses without a scheme are relative. */
const ALLOWED_SCHEMES = ['http:', 'https:'];
const SCHEME = /^([a-zA-Z][a-zA-Z0-9+.-]*):/;
/** Characters percent-encoded inside `url('…')` so they cannot end the string or the rule. */
const ENCODED = /["'()\\<>{}; ]/g;

/**
 * The address as a quoted CSS `url('…')`, or undefined when it is not an `http:`/`https:` or
 * relative address: `javascript:`, `data:` and other schemes, and anything with tabs, line
 * breaks or other control characters (which a URL parser drops, so they could hide a scheme),
 * are refused. Spaces, quotes, parentheses, backslashes, `<`, `>`, braces and `;` are
 * percent-encoded.
 */
export function cssUrl(address: unknown): string | undefined {
  if (typeof address !== 'string') return undefined;
  const text = address.trim();
  if (text === '' || text.length > 2048 || /\p{Cc}/u.test(text)) return undefined;
  const scheme = SCHEME.exec(text)?.[1];
  if (scheme !== undefined && !ALLOWED_SCHEMES.includes(`${scheme.toLowerCase()}:`)) {
    return undefined;
  }
  const encoded = text.replace(
    ENCODED,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
  return `url('${encoded}')`;
}

/**
 * Text as a double-quoted CSS string: backslashes, quotes and line breaks escaped, `<` written
 * as `\3c ` so the string cannot close a `<style>` element, control characters dropped.
 */
export function cssString(text: string): string {
  const escaped = text
    .replace(/[\p{Cc}]/gu, (char) => (char === '\n' ? '\n' : ''))
    .replace(/\\/g, '\\\\')
    .replace(/"/g, '\\"')
    .replace(/\n/g, '\\a ')
    .replace(/</g, '\\3c ');
  return `"${escaped}"`;
}
