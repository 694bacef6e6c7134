import { escapeAttribute } from './escape';

/** An attribute value: `false`, `null`, `undefined` and `''` for class/style leave it out; `true` writes it bare. */
export type HtmlAttributeValue = string | number | boolean | null | undefined;
/** Attributes of one element, written in insertion order. */
export type HtmlAttributes = Record<string, HtmlAttributeValue>;

const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/** Writes attributes in the given order, as ` name="value"` pairs. */
function htmlAttributes(attributes: HtmlAttributes): string {
  let out = '';
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === null || value === false) continue;
    if ((name === 'class' || name === 'style') && value === '') continue;
    out += value === true ? ` ${name}` : ` ${name}="${escapeAttribute(String(value))}"`;
  }
  return out;
}

/**
 * Writes one element. `inner` is trusted HTML (escape text with `escapeHtml` first); void
 * elements such as `img` and `hr` are self-closed as the block editor saves them (`<hr/>`).
 */
export function tag(name: string, attributes: HtmlAttributes, inner = ''): string {
  if (VOID_ELEMENTS.has(name)) return `<${name}${htmlAttributes(attributes)}/>`;
  return `<${name}${htmlAttributes(attributes)}>${inner}</${name}>`;
}

/** Joins class names, dropping empty and falsy parts and duplicates, keeping order. */
export function classNames(...parts: (string | false | null | undefined)[]): string {
  const seen: string[] = [];
  for (const part of parts) {
    if (!part) continue;
    for (const name of part.split(/\s+/)) {
      if (name !== '' && !seen.includes(name)) seen.push(name);
    }
  }
  return seen.join(' ');
}
