import { type ChildNode, type Element, isTag } from 'domhandler';
import { SVG_ATTRIBUTE_NAMES, SVG_ELEMENT_NAMES } from './svg-names';

/** Elements that have no end tag and no content. */
const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'basefont',
  'bgsound',
  'br',
  'col',
  'embed',
  'frame',
  'hr',
  'img',
  'input',
  'keygen',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);

/** Elements whose text is written as it is, without escaping. */
const RAW_TEXT_ELEMENTS = new Set([
  'iframe',
  'noembed',
  'noframes',
  'plaintext',
  'script',
  'style',
  'xmp',
]);

/** Elements of SVG and MathML whose content is HTML again. */
const HTML_INTEGRATION_POINTS = new Set([
  'foreignobject',
  'desc',
  'title',
  'mi',
  'mo',
  'mn',
  'ms',
  'mtext',
]);

type Namespace = 'html' | 'svg' | 'math';

function escapeText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/\u00a0/g, '&nbsp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

function escapeAttributeValue(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/\u00a0/g, '&nbsp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

function namespaceOf(name: string, parent: Namespace): Namespace {
  if (parent !== 'html') return parent;
  if (name === 'svg') return 'svg';
  if (name === 'math') return 'math';
  return 'html';
}

function qualifiedName(name: string, namespace: Namespace): string {
  return namespace === 'svg' ? (SVG_ELEMENT_NAMES.get(name) ?? name) : name;
}

function attributeName(name: string, namespace: Namespace): string {
  if (namespace === 'svg') return SVG_ATTRIBUTE_NAMES.get(name) ?? name;
  if (namespace === 'math' && name === 'definitionurl') return 'definitionURL';
  return name;
}

/** The namespace of an element's content: HTML again inside SVG's and MathML's text elements. */
function contentNamespace(name: string, namespace: Namespace): Namespace {
  return namespace !== 'html' && HTML_INTEGRATION_POINTS.has(name) ? 'html' : namespace;
}

function serializeElement(element: Element, parent: Namespace): string {
  const name = element.name.toLowerCase();
  const namespace = namespaceOf(name, parent);
  const tagName = qualifiedName(name, namespace);
  let out = `<${tagName}`;
  for (const [attribute, value] of Object.entries(element.attribs)) {
    out += ` ${attributeName(attribute.toLowerCase(), namespace)}="${escapeAttributeValue(value)}"`;
  }
  out += '>';
  if (namespace === 'html' && VOID_ELEMENTS.has(name)) return out;
  const inner = contentNamespace(name, namespace);
  return `${out}${serializeNodes(element.children, inner, element)}</${tagName}>`;
}

/**
 * Serialises parsed nodes as the HTML standard's fragment serialisation (`innerHTML`) does:
 * lower-case HTML names, SVG names in their mixed case, every attribute quoted, text escaped
 * (`&`, no-break space, `<`, `>`; in attributes also `"`), void elements without an end tag,
 * the text of `script`, `style` and the other raw text elements as it is.
 */
function serializeNodes(
  nodes: readonly ChildNode[],
  namespace: Namespace,
  parent: Element | null,
): string {
  const raw = parent !== null && namespace === 'html' && RAW_TEXT_ELEMENTS.has(parent.name);
  let out = '';
  for (const node of nodes) {
    switch (node.type) {
      case 'text':
        out += raw ? node.data : escapeText(node.data);
        break;
      case 'comment':
        out += `<!--${node.data}-->`;
        break;
      case 'directive':
        // A processing instruction (`<?x?>`) is a bogus comment to the HTML parser.
        if (node.name.startsWith('?')) out += `<!--${node.data}-->`;
        break;
      case 'tag':
      case 'script':
      case 'style':
        out += serializeElement(node, namespace);
        break;
      default:
        break;
    }
  }
  return out;
}

/** An element's content serialised as its `innerHTML` (inside an `<svg>`, with SVG's names). */
export function serializeContent(element: Element): string {
  const chain: Element[] = [element];
  for (let parent = element.parent; parent !== null && isTag(parent); parent = parent.parent) {
    chain.unshift(parent);
  }
  let namespace: Namespace = 'html';
  for (const ancestor of chain) {
    const name = ancestor.name.toLowerCase();
    namespace = contentNamespace(name, namespaceOf(name, namespace));
  }
  return serializeNodes(element.children, namespace, element);
}
