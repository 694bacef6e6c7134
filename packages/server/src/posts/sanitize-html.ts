/**
 * A small HTML sanitiser for content written by users without `unfiltered_html`. It keeps the
 * markup (and block comment delimiters) as written, and removes what runs script: `<script>`
 * elements, `on*` event attributes, and `javascript:` / `vbscript:` / `data:text/html` URLs in
 * URL attributes. It is a tokenizer, not a regular expression over the whole text, so quoted
 * attribute values containing `>` do not confuse it.
 */

import { type BlockAttributes, serializeAttributes } from '@atelier/blocks';

const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'poster',
  'background',
  'cite',
  'data',
  'srcdoc',
]);

/** Elements dropped with their content. */
const DANGEROUS_ELEMENTS = new Set(['script', 'iframe', 'object', 'frameset', 'applet']);

/** Elements dropped on their own (no content, or none worth keeping). */
const DROPPED_TAGS = new Set(['embed', 'meta', 'base', 'link', 'frame']);

interface Attribute {
  name: string;
  /** The attribute as written, quotes included (`href="x"`), or just the name. */
  text: string;
  value: string | undefined;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);?/gi, (_m, hex: string) =>
      String.fromCodePoint(Number.parseInt(hex, 16)),
    )
    .replace(/&#(\d+);?/g, (_m, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;/gi, '\t')
    .replace(/&newline;/gi, '\n');
}

/** Whether a URL would run script when followed (after entity decoding, ignoring spaces). */
export function isDangerousUrl(value: string): boolean {
  // Browsers drop control characters and white space inside the scheme.
  const normalised = [...decodeEntities(value)]
    .filter((char) => {
      const code = char.codePointAt(0) ?? 0;
      return code > 0x20 && (code < 0x7f || code > 0x9f);
    })
    .join('')
    .toLowerCase();
  return (
    normalised.startsWith('javascript:') ||
    normalised.startsWith('vbscript:') ||
    normalised.startsWith('data:text/html')
  );
}

/** Reads the attributes of a tag body (what follows the tag name, up to but not including `>`). */
function readAttributes(body: string): Attribute[] {
  const attributes: Attribute[] = [];
  const pattern = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const match of body.matchAll(pattern)) {
    const name = match[1] ?? '';
    attributes.push({
      name: name.toLowerCase(),
      text: match[0],
      value: match[2] ?? match[3] ?? match[4],
    });
  }
  return attributes;
}

function isAllowedAttribute(attribute: Attribute): boolean {
  if (attribute.name.startsWith('on')) return false;
  if (URL_ATTRIBUTES.has(attribute.name) && attribute.value !== undefined) {
    return !isDangerousUrl(attribute.value);
  }
  if (attribute.name === 'style' && attribute.value !== undefined) {
    return !/expression\s*\(|javascript:/i.test(decodeEntities(attribute.value));
  }
  return true;
}

/** Finds the `>` that ends a tag starting at `start`, skipping quoted values; -1 when unclosed. */
function tagEnd(html: string, start: number): number {
  let quote: string | null = null;
  for (let i = start; i < html.length; i++) {
    const char = html[i];
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '>') {
      return i;
    }
  }
  return -1;
}

function rebuildTag(raw: string): { name: string; closing: boolean; html: string } {
  const match = /^<(\/?)([a-zA-Z][a-zA-Z0-9:-]*)([\s\S]*?)(\/?)>$/.exec(raw);
  if (!match) return { name: '', closing: false, html: raw.replace(/</g, '&lt;') };
  const [, slash = '', tagName = '', body = '', selfClose = ''] = match;
  const name = tagName.toLowerCase();
  if (slash) return { name, closing: true, html: `</${tagName}>` };
  const kept = readAttributes(body).filter(isAllowedAttribute);
  const attributes = kept.map((a) => ` ${a.text}`).join('');
  return { name, closing: false, html: `<${tagName}${attributes}${selfClose ? ' /' : ''}>` };
}

const BLOCK_COMMENT =
  /^<!--\s+(wp:[a-z][a-z0-9_-]*(?:\/[a-z][a-z0-9_-]*)?)\s+(\{[\s\S]*\})\s+(\/?)-->$/;

/** Cleans every text value of block attributes: markup as HTML, URL-like keys as URLs. */
function sanitizeAttributeValue(key: string, value: unknown): unknown {
  if (typeof value === 'string') {
    if (/url|href|src|link/i.test(key) && isDangerousUrl(value)) return '';
    return value.includes('<') ? sanitizeHtml(value) : value;
  }
  if (Array.isArray(value)) return value.map((item) => sanitizeAttributeValue(key, item));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, sanitizeAttributeValue(k, v)]),
    );
  }
  return value;
}

/**
 * A block comment's attributes may carry markup or URLs that a block renders, so they are
 * cleaned too; a comment that needs no change is kept byte for byte.
 */
function sanitizeBlockComment(comment: string): string {
  const match = BLOCK_COMMENT.exec(comment);
  if (!match) return comment;
  const [, name = '', json = '', selfClose = ''] = match;
  let attributes: BlockAttributes;
  try {
    attributes = JSON.parse(json) as BlockAttributes;
  } catch {
    return comment;
  }
  // Cleaning keeps the shape: an object stays an object.
  const clean = sanitizeAttributeValue('', attributes) as BlockAttributes;
  if (JSON.stringify(clean) === JSON.stringify(attributes)) return comment;
  return `<!-- ${name} ${serializeAttributes(clean)} ${selfClose ? '/' : ''}-->`;
}

/** Removes script-running markup from HTML, keeping everything else (comments included). */
export function sanitizeHtml(html: string): string {
  let out = '';
  let index = 0;
  while (index < html.length) {
    const open = html.indexOf('<', index);
    if (open === -1) {
      out += html.slice(index);
      break;
    }
    out += html.slice(index, open);
    if (html.startsWith('<!--', open)) {
      const close = html.indexOf('-->', open + 4);
      const end = close === -1 ? html.length : close + 3;
      out += sanitizeBlockComment(html.slice(open, end));
      index = end;
      continue;
    }
    if (!/^<\/?[a-zA-Z]/.test(html.slice(open, open + 3))) {
      out += '&lt;';
      index = open + 1;
      continue;
    }
    const close = tagEnd(html, open + 1);
    if (close === -1) {
      // An unterminated tag: keep it as text so it cannot become markup later.
      out += html.slice(open).replace(/</g, '&lt;');
      break;
    }
    const tag = rebuildTag(html.slice(open, close + 1));
    index = close + 1;
    if (DROPPED_TAGS.has(tag.name)) continue;
    if (DANGEROUS_ELEMENTS.has(tag.name)) {
      if (!tag.closing) {
        // Drop everything up to and including the matching end tag.
        const endPattern = new RegExp(`</${tag.name}\\s*>`, 'i');
        const rest = html.slice(index);
        const endMatch = endPattern.exec(rest);
        index = endMatch ? index + endMatch.index + endMatch[0].length : html.length;
      }
      continue;
    }
    out += tag.html;
  }
  return out;
}
