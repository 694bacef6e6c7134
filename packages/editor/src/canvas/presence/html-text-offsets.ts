/**
 * A rich-text attribute is stored (and shared in its record document's Y.Text) as an HTML string,
 * while the canvas counts caret offsets in visible characters: text and `<br>` (see
 * `rich-text/caret.ts`). These two functions map between the two, without a DOM, so a caret can
 * be written as a position in the shared HTML and drawn again from one.
 *
 * Units of the HTML: a tag is no character (`<br>` is one); an entity (`&amp;`, `&#38;`) is the
 * character it stands for (two UTF-16 units above U+FFFF, as the DOM counts them); a CR LF pair is
 * one (the HTML parser makes it one LF); anything else is itself.
 */

const TAG_START = /[A-Za-z/!?]/;
const ENTITY = /&(?:#([0-9]{1,7})|#[xX]([0-9a-fA-F]{1,6})|[A-Za-z][A-Za-z0-9]{1,31});/y;
const BREAK_TAG = /^<\/?br(?=[\s/>])/i;

interface Unit {
  /** Where the unit ends in the HTML. */
  end: number;
  /** How many visible characters (UTF-16 units of the DOM's text) it makes. */
  width: number;
}

/** Where a tag that starts at `start` ends (after its `>`, quoted attribute values skipped). */
function tagEnd(html: string, start: number): number {
  if (html.startsWith('<!--', start)) {
    const close = html.indexOf('-->', start + 4);
    return close === -1 ? html.length : close + 3;
  }
  let quote: string | null = null;
  for (let index = start + 1; index < html.length; index += 1) {
    const char = html[index];
    if (quote !== null) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '>') {
      return index + 1;
    }
  }
  return html.length;
}

function entityWidth(decimal: string | undefined, hex: string | undefined): number {
  const code =
    decimal !== undefined
      ? Number.parseInt(decimal, 10)
      : hex !== undefined
        ? Number.parseInt(hex, 16)
        : 0;
  return code > 0xffff && code <= 0x10ffff ? 2 : 1;
}

/** The unit of the HTML that starts at `start`. */
function unitAt(html: string, start: number): Unit {
  const char = html[start];
  if (char === '<' && TAG_START.test(html[start + 1] ?? '')) {
    const end = tagEnd(html, start);
    return { end, width: BREAK_TAG.test(html.slice(start, end)) ? 1 : 0 };
  }
  if (char === '&') {
    ENTITY.lastIndex = start;
    const match = ENTITY.exec(html);
    if (match !== null) {
      return { end: start + match[0].length, width: entityWidth(match[1], match[2]) };
    }
  }
  if (char === '\r' && html[start + 1] === '\n') return { end: start + 2, width: 1 };
  return { end: start + 1, width: 1 };
}

/**
 * The index in `html` of the caret `offset` visible characters in: right after the character
 * before it, ahead of any tag that follows (so `a |<strong>b` for offset 2 of `a <strong>b`).
 * An offset past the text gives the end of the HTML; one inside a character that an entity makes
 * of two units gives the entity's start.
 */
export function htmlIndexOfTextOffset(html: string, offset: number): number {
  let count = 0;
  let index = 0;
  while (index < html.length) {
    if (count >= offset) return index;
    const unit = unitAt(html, index);
    if (count + unit.width > offset) return index;
    count += unit.width;
    index = unit.end;
  }
  return html.length;
}

/**
 * The visible characters before an index of `html`: those of every unit that ends at or before
 * it (an index inside a tag or an entity counts what comes before that tag or entity).
 */
export function textOffsetOfHtmlIndex(html: string, htmlIndex: number): number {
  let count = 0;
  let index = 0;
  while (index < html.length) {
    const unit = unitAt(html, index);
    if (unit.end > htmlIndex) return count;
    count += unit.width;
    index = unit.end;
  }
  return count;
}
