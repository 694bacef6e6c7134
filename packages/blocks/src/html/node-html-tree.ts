import { selectAll, selectOne } from 'css-select';
import { type ChildNode, Element, isTag, isText } from 'domhandler';
import { textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import type { HtmlElement, HtmlFragment, HtmlNode } from './html-tree';
import { serializeContent } from './serialize-html';

// The `#html-dom` module for Node (the server, the tests, the scripts): htmlparser2 with the few
// steps of the HTML standard it leaves out, so that it gives the browser's results.

/** Selectors match against the whole tree, as `querySelector` does (`ul li` from inside an `li`). */
const SELECT_OPTIONS = { relativeSelector: false } as const;

/** Elements whose first line feed the HTML parser drops. */
const LEADING_NEWLINE_DROPPED = new Set(['pre', 'textarea', 'listing']);

function isRow(node: ChildNode | undefined): boolean {
  return node !== undefined && isTag(node) && node.name === 'tr';
}

/** Sets the parent and sibling links of `parent`'s children (selectors follow them). */
function relink(parent: Element): void {
  parent.children.forEach((child, index) => {
    child.parent = parent;
    child.prev = parent.children[index - 1] ?? null;
    child.next = parent.children[index + 1] ?? null;
  });
}

/**
 * Puts rows written straight inside a `<table>` into a `<tbody>`, as the HTML parser does: from
 * each such row up to the next child that is neither a row nor white space.
 */
function wrapTableRows(table: Element): void {
  const children = table.children;
  for (let start = children.findIndex(isRow); start >= 0; ) {
    let end = start;
    while (end < children.length) {
      const child = children[end];
      if (!isRow(child) && !(child !== undefined && isText(child) && child.data.trim() === '')) {
        break;
      }
      end += 1;
    }
    const body = new Element('tbody', {}, children.slice(start, end));
    relink(body);
    children.splice(start, end - start, body);
    const next = children.slice(start + 1).findIndex(isRow);
    start = next < 0 ? -1 : start + 1 + next;
  }
  relink(table);
}

/**
 * The tree construction steps of the HTML standard htmlparser2 leaves out and block markup meets:
 * the line feed after `<pre>`, `<textarea>` and `<listing>` dropped, table rows in a `<tbody>`.
 */
function conform(nodes: readonly ChildNode[]): void {
  for (const node of nodes) {
    if (!isTag(node)) continue;
    const first = node.children[0];
    if (LEADING_NEWLINE_DROPPED.has(node.name) && first !== undefined && isText(first)) {
      if (first.data.startsWith('\n')) first.data = first.data.slice(1);
    }
    if (node.name === 'table' && node.children.some(isRow)) wrapTableRows(node);
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
