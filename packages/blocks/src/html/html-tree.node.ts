import { selectAll, selectOne } from 'css-select';
import { type ChildNode, type Element, isTag, isText } from 'domhandler';
import { textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import type { HtmlElement, HtmlFragment, HtmlNode } from './html-tree';
import { serializeContent } from './serialize-html.node';

// The `#html-dom` module for Node (the server, the tests, the scripts): htmlparser2 with the few
// steps of the HTML standard it leaves out, so that it gives the browser's results.

/** Selectors match against the whole tree, as `querySelector` does (`ul li` from inside an `li`). */
const SELECT_OPTIONS = { relativeSelector: false } as const;

/** Elements whose first line feed the HTML parser drops. */
const LEADING_NEWLINE_DROPPED = new Set(['pre', 'textarea', 'listing']);

/** Drops the line feed that follows `<pre>`, `<textarea>` and `<listing>`, as the HTML parser does. */
function conform(nodes: readonly ChildNode[]): void {
  for (const node of nodes) {
    if (!isTag(node)) continue;
    const first = node.children[0];
    if (LEADING_NEWLINE_DROPPED.has(node.name) && first !== undefined && isText(first)) {
      if (first.data.startsWith('\n')) first.data = first.data.slice(1);
    }
    conform(node.children);
  }
}

function viewNodes(nodes: readonly ChildNode[]): HtmlNode[] {
  const out: HtmlNode[] = [];
  for (const node of nodes) {
    if (isTag(node)) out.push(new NodeElement(node));
    else if (isText(node) && node.data !== '') out.push({ kind: 'text', text: node.data });
  }
  return out;
}

function queryOne(scope: Element | ChildNode[], selector: string): HtmlElement | null {
  try {
    const found = selectOne<ChildNode, Element>(selector, scope, SELECT_OPTIONS);
    return found === null ? null : new NodeElement(found);
  } catch {
    return null;
  }
}

function queryAll(scope: Element | ChildNode[], selector: string): HtmlElement[] {
  try {
    return selectAll<ChildNode, Element>(selector, scope, SELECT_OPTIONS).map(
      (found) => new NodeElement(found),
    );
  } catch {
    return [];
  }
}

class NodeElement implements HtmlElement {
  readonly kind = 'element';
  readonly name: string;
  readonly #node: Element;

  constructor(node: Element) {
    this.#node = node;
    this.name = node.name.toLowerCase();
  }

  queryOne(selector: string): HtmlElement | null {
    return queryOne(this.#node, selector);
  }

  queryAll(selector: string): HtmlElement[] {
    return queryAll(this.#node, selector);
  }

  children(): HtmlNode[] {
    return viewNodes(this.#node.children);
  }

  text(): string {
    return textContent(this.#node);
  }

  attributes(): [string, string][] {
    return Object.entries(this.#node.attribs).map(([name, value]) => [name.toLowerCase(), value]);
  }

  attribute(name: string): string | undefined {
    const attributes = this.#node.attribs;
    const key = name.toLowerCase();
    return Object.hasOwn(attributes, key) ? attributes[key] : undefined;
  }

  innerHtml(): string {
    return serializeContent(this.#node);
  }
}

class NodeFragment implements HtmlFragment {
  readonly source: string;
  readonly #nodes: ChildNode[];

  constructor(source: string, nodes: ChildNode[]) {
    this.source = source;
    this.#nodes = nodes;
  }

  queryOne(selector: string): HtmlElement | null {
    return queryOne(this.#nodes, selector);
  }

  queryAll(selector: string): HtmlElement[] {
    return queryAll(this.#nodes, selector);
  }

  children(): HtmlNode[] {
    return viewNodes(this.#nodes);
  }

  text(): string {
    return textContent(this.#nodes);
  }
}

/**
 * Parses an HTML fragment as the body of a document (line breaks normalised to `\n`, entities
 * decoded, names lower-cased).
 */
export function parseHtml(source: string): HtmlFragment {
  const document = parseDocument(source.replace(/\r\n?/g, '\n'));
  conform(document.children);
  return new NodeFragment(source, document.children);
}
