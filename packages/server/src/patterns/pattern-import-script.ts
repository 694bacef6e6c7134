/**
 * Whether imported pattern content holds script. The decision is the sanitiser's: the content is
 * sanitised as for a user without `unfiltered_html`, both versions are read with the HTML
 * standard's parser (parse5, as a browser with scripting on reads them), and what the sanitiser
 * took away is looked at. Elements, attributes and URLs it removed that can run script (a
 * `script`, `noscript`, `iframe`, `object`, an `on*` attribute, a `javascript:` link, a script
 * style) make the answer yes; harmless removals (a `form`, a `style` element, a comment) do not.
 * Block attributes are judged as the sanitiser judges them: URL-valued keys by their scheme,
 * markup-bearing strings as markup.
 */

import { type BlockAttributes, type BlockNode, escapeAttribute, parse } from '@atelier/blocks';
import { type DefaultTreeAdapterTypes, parse as parseDocument, parseFragment } from 'parse5';
import { isUrlAttributeName } from '../sanitize/safe-url.js';
import { sanitizeHtml } from '../sanitize/sanitize-html.js';

type ParsedNode = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

/** Elements that run or load script, or turn the page into another document, when present. */
const SCRIPT_ELEMENTS = new Set([
  'script',
  'noscript',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'portal',
  'base',
  'meta',
  'link',
  // SVG animation can set an `href` or an event attribute to script.
  'set',
  'animate',
  'animatemotion',
  'animatetransform',
  'handler',
  'listener',
]);

/** The elements every parsed document has around the content. */
const DOCUMENT_ELEMENTS = new Set(['html', 'head', 'body']);

/** Attributes whose value is a URL the browser may follow or load (beyond block-style names). */
const URL_ATTRIBUTES = new Set([
  'xlink:href',
  'formaction',
  'data',
  'background',
  'codebase',
  'cite',
  'ping',
  'srcset',
  'dynsrc',
  'lowsrc',
  'values',
  'from',
  'to',
  'by',
]);

/** Schemes that run script in the page or render a document from the URL itself. */
const SCRIPT_SCHEMES = [
  'javascript:',
  'vbscript:',
  'livescript:',
  'data:text/html',
  'data:application/xhtml',
  'data:text/xml',
  'data:application/xml',
  'data:image/svg+xml',
];

/** Whether browsers skip a character while reading a URL's scheme (controls and blanks). */
function isSkipped(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return code <= 0x20 || (code >= 0x7f && code <= 0xa0) || code === 0xfeff;
}

/** Text with its character references decoded, as the HTML parser decodes text. */
function decoded(text: string): string {
  const fragment = parseFragment(`<textarea>${text.replace(/</g, '&lt;')}</textarea>`);
  const area = fragment.childNodes[0];
  const node = area && 'childNodes' in area ? area.childNodes[0] : undefined;
  return node && 'value' in node ? node.value : text;
}

/** Whether a URL, raw or decoded, uses a scheme that runs script. */
export function isScriptUrl(url: string): boolean {
  return [url, decoded(url)].some((candidate) => {
    const squeezed = [...candidate]
      .filter((char) => !isSkipped(char))
      .join('')
      .toLowerCase();
    return SCRIPT_SCHEMES.some((scheme) => squeezed.startsWith(scheme));
  });
}

/** One thing in a tree the sanitiser may keep or remove. */
type Feature =
  | { kind: 'element'; name: string }
  | { kind: 'attribute'; element: string; name: string; value: string };

function featureKey(feature: Feature): string {
  return feature.kind === 'element'
    ? `e\u0000${feature.name}`
    : `a\u0000${feature.element}\u0000${feature.name}\u0000${feature.value}`;
}

function attributeName(attribute: Element['attrs'][number]): string {
  return (
    attribute.prefix ? `${attribute.prefix}:${attribute.name}` : attribute.name
  ).toLowerCase();
}

/** The elements and attributes of a tree, each with how often it occurs. */
interface FeatureCount {
  features: Map<string, Feature>;
  counts: Map<string, number>;
}

/** Every element and attribute of a body's tree (template contents too), walked without recursion. */
function featuresOf(html: string): FeatureCount {
  const document = parseDocument(`<!DOCTYPE html><body>${html}`, { scriptingEnabled: true });
  const found: FeatureCount = { features: new Map(), counts: new Map() };
  const add = (feature: Feature) => {
    const key = featureKey(feature);
    found.features.set(key, feature);
    found.counts.set(key, (found.counts.get(key) ?? 0) + 1);
  };
  const stack: ParsedNode[] = [document];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node === undefined) break;
    if ('tagName' in node && !DOCUMENT_ELEMENTS.has(node.tagName)) {
      const name = node.tagName.toLowerCase();
      add({ kind: 'element', name });
      for (const attribute of node.attrs) {
        add({
          kind: 'attribute',
          element: name,
          name: attributeName(attribute),
          value: attribute.value,
        });
      }
    }
    if ('content' in node) stack.push(node.content);
    if ('childNodes' in node) stack.push(...node.childNodes);
  }
  return found;
}

/** What the original has more of than the cleaned version: what the sanitiser removed. */
function removedFeatures(original: string, clean: string): Feature[] {
  const before = featuresOf(original);
  const after = featuresOf(clean);
  return [...before.features]
    .filter(([key]) => (before.counts.get(key) ?? 0) > (after.counts.get(key) ?? 0))
    .map(([, feature]) => feature);
}

/** Whether the sanitiser drops a style declaration list (it keeps every style but script in style). */
async function isScriptStyle(value: string): Promise<boolean> {
  const probe = await sanitizeHtml(`<span style="${escapeAttribute(value)}">x</span>`);
  return !probe.includes('style=');
}

async function isScriptFeature(feature: Feature): Promise<boolean> {
  if (feature.kind === 'element') return SCRIPT_ELEMENTS.has(feature.name);
  const { name, value } = feature;
  if (name.startsWith('on') || name === 'srcdoc') return true;
  if (name === 'style') return isScriptStyle(value);
  if (isUrlAttributeName(name) || URL_ATTRIBUTES.has(name)) {
    if (name === 'srcset') return value.split(',').some((entry) => isScriptUrl(entry.trim()));
    return isScriptUrl(value);
  }
  return false;
}

/** Whether markup (no block delimiters considered) holds script the sanitiser would remove. */
async function markupHoldsScript(html: string): Promise<boolean> {
  if (!html.includes('<')) return false;
  const clean = await sanitizeHtml(html);
  if (clean === html) return false;
  for (const feature of removedFeatures(html, clean)) {
    if (await isScriptFeature(feature)) return true;
  }
  return false;
}

/** The string values of block attributes with their keys, nested values included. */
function attributeStrings(attributes: BlockAttributes): [string, string][] {
  const out: [string, string][] = [];
  const stack: [string, unknown][] = Object.entries(attributes);
  while (stack.length > 0) {
    const entry = stack.pop();
    if (entry === undefined) break;
    const [key, value] = entry;
    if (typeof value === 'string') out.push([key, value]);
    else if (Array.isArray(value))
      stack.push(...value.map((item): [string, unknown] => [key, item]));
    else if (value !== null && typeof value === 'object') stack.push(...Object.entries(value));
  }
  return out;
}

function blocksOf(tree: BlockNode[]): BlockNode[] {
  const all: BlockNode[] = [];
  const stack = [...tree];
  while (stack.length > 0) {
    const block = stack.pop();
    if (block === undefined) break;
    all.push(block);
    stack.push(...block.innerBlocks);
  }
  return all;
}

/** Whether a block attribute value would carry script into the rendered page. */
async function attributeHoldsScript(key: string, value: string): Promise<boolean> {
  if (isUrlAttributeName(key) && isScriptUrl(value)) return true;
  return markupHoldsScript(value);
}

/**
 * Whether pattern content holds script: markup the sanitiser would strip of something that runs
 * script, or a block attribute with a script URL or such markup.
 */
export async function holdsScript(content: string): Promise<boolean> {
  if (await markupHoldsScript(content)) return true;
  if (!content.includes('<!--')) return false;
  for (const block of blocksOf(parse(content))) {
    for (const [key, value] of attributeStrings(block.attributes)) {
      if (await attributeHoldsScript(key, value)) return true;
    }
  }
  return false;
}
