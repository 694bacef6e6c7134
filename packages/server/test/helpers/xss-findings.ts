import { type DefaultTreeAdapterTypes, parse } from 'parse5';

type ParsedNode = DefaultTreeAdapterTypes.Node;
type ParsedElement = DefaultTreeAdapterTypes.Element;

/** Attributes whose value a browser follows or loads as a URL. */
const URL_ATTRIBUTES = new Set([
  'href',
  'xlink:href',
  'src',
  'action',
  'formaction',
  'poster',
  'data',
  'background',
  'cite',
  'codebase',
  'ping',
  'lowsrc',
  'dynsrc',
]);

/** Elements that load or run other documents or code, or change where links go. */
const ACTIVE_ELEMENTS = new Set([
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'base',
  'portal',
  'foreignobject',
]);

/** SVG animation elements and the attributes whose values they write. */
const ANIMATIONS = new Set(['animate', 'set', 'animatemotion', 'animatetransform']);
const ANIMATION_VALUES = new Set(['to', 'from', 'by', 'values']);

/** Whether a URL value (as the DOM holds it, entities decoded) would run script. */
export function isScriptUrl(value: string): boolean {
  const compact = [...value]
    .filter((char) => (char.codePointAt(0) ?? 0) > 0x20)
    .join('')
    .toLowerCase();
  return /^(javascript|vbscript):|^data:(text\/html|application\/xhtml|image\/svg)/.test(compact);
}

function elementFindings(element: ParsedElement): string[] {
  const name = element.tagName.toLowerCase();
  const found: string[] = [];
  if (ACTIVE_ELEMENTS.has(name)) found.push(`<${name}> element`);
  if (ANIMATIONS.has(name)) found.push(`<${name}> animation`);
  const httpEquiv = element.attrs.find((attribute) => attribute.name === 'http-equiv');
  if (name === 'meta' && /refresh/i.test(httpEquiv?.value ?? '')) {
    found.push('<meta http-equiv=refresh>');
  }
  for (const attribute of element.attrs) {
    const attr = (
      attribute.prefix ? `${attribute.prefix}:${attribute.name}` : attribute.name
    ).toLowerCase();
    const value = attribute.value;
    if (attr.startsWith('on')) found.push(`<${name} ${attr}>`);
    if (attr === 'srcdoc') found.push(`<${name} srcdoc>`);
    if (URL_ATTRIBUTES.has(attr) && isScriptUrl(value)) found.push(`<${name} ${attr}=${value}>`);
    if (attr === 'srcset' && value.split(',').some((part) => isScriptUrl(part.trim()))) {
      found.push(`<${name} srcset=${value}>`);
    }
    if (ANIMATIONS.has(name) && ANIMATION_VALUES.has(attr)) {
      if (value.split(';').some((part) => isScriptUrl(part.trim()))) {
        found.push(`<${name} ${attr}=${value}>`);
      }
    }
    if (attr === 'style' && /expression\s*\(|javascript:|-moz-binding/i.test(value)) {
      found.push(`<${name} style=${value}>`);
    }
  }
  return found;
}

/** Every element of a parsed tree, template contents included, without recursion. */
function elementsOf(root: ParsedNode): ParsedElement[] {
  const elements: ParsedElement[] = [];
  const stack: ParsedNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node === undefined) continue;
    if ('tagName' in node) {
      elements.push(node);
      if (node.tagName === 'template' && 'content' in node) stack.push(node.content as ParsedNode);
    }
    if ('childNodes' in node) stack.push(...node.childNodes);
  }
  return elements;
}

/**
 * What in a page could run script, found by parsing it with the HTML standard's parser (parse5,
 * the one jsdom uses), both as a browser with scripting on (how visitors parse it: `noscript`
 * is raw text) and with scripting off (stricter: `noscript` content is markup). Empty means
 * none. A fragment is parsed as the content of a page's body.
 */
export function scriptRisks(html: string, fragment = false): string[] {
  const found = new Set<string>();
  const document = fragment ? `<!DOCTYPE html><body>${html}` : html;
  for (const scriptingEnabled of [true, false]) {
    for (const element of elementsOf(parse(document, { scriptingEnabled }))) {
      for (const finding of elementFindings(element)) found.add(finding);
    }
  }
  return [...found];
}
