/**
 * WordPress's escaping functions as a theme's PHP pattern uses them, for text and URLs written in
 * the file (no translation, no filters).
 */

/** `&` that does not start a character reference (`&amp;`, `&#039;`, `&#x27;`) is escaped. */
const BARE_AMPERSAND = /&(?!(?:[A-Za-z][A-Za-z0-9]*|#[0-9]+|#[xX][0-9A-Fa-f]+);)/g;

/**
 * `esc_html()` / `esc_attr()`: `& < > " '` become `&amp; &lt; &gt; &quot; &#039;`, and an
 * entity already in the text is kept as it is (WordPress's `_wp_specialchars` does not encode
 * twice).
 */
export function escHtml(text: string): string {
  if (!/[&<>"']/.test(text)) return text;
  return text
    .replace(BARE_AMPERSAND, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#039;');
}

/** The schemes `esc_url` keeps in a theme pattern. */
export const ALLOWED_URL_SCHEMES: readonly string[] = ['http', 'https', 'mailto', 'tel'];

/** Characters WordPress's `esc_url` keeps; every other character is removed. */
const URL_DROPPED = /[^a-z0-9\-~+_.?#=!&;,/:%@$|*'()[\]\u0080-\uffff]/gi;

/** Where a scheme ends: a colon, also written as a character reference. */
const SCHEME_END = /:|&#0*58;|&#x0*3a;|&colon;/i;

/**
 * `esc_url()` for display: spaces become `%20`, characters a URL cannot hold are removed, a
 * bare host gets `http://` (as WordPress does), and a URL whose scheme is not http, https,
 * mailto or tel becomes ''. `&` and `'` are written as `&#038;` and `&#039;` for an attribute.
 */
export function escUrl(url: string): string {
  let clean = url.trimStart().replace(/ /g, '%20').replace(URL_DROPPED, '');
  if (clean === '') return '';
  if (!clean.toLowerCase().startsWith('mailto:')) {
    // Encoded line breaks would split a header or an attribute.
    let previous: string;
    do {
      previous = clean;
      clean = clean.replace(/%0[ad]/gi, '');
    } while (clean !== previous);
  }
  clean = clean.replace(/;\/\//g, '://');
  if (!SCHEME_END.test(clean) && !/^[/#?]/.test(clean) && !/^[a-z0-9-]+?\.php/i.test(clean)) {
    clean = `http://${clean}`;
  }
  const scheme = SCHEME_END.exec(clean);
  if (scheme) {
    const before = clean.slice(0, scheme.index);
    if (!/[/?#]/.test(before) && !ALLOWED_URL_SCHEMES.includes(before.toLowerCase())) return '';
  }
  return clean.replace(BARE_AMPERSAND, '&amp;').replace(/&amp;/g, '&#038;').replace(/'/g, '&#039;');
}
