import type { HtmlElement, HtmlFragment, HtmlNode } from './html-tree';

// The `#html-dom` module for the browser: the page's own HTML parser and selector engine, so the
// editor bundle carries no parser of its own. The only file of this package that uses DOM globals
// (type-checked by tsconfig.browser.json).

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

let inertDocument: Document | null = null;

/**
 * A detached `<body>` of a document without a browsing context: markup parsed into it runs no
 * script and loads nothing, and parses as a fragment in the body (as the block editor does).
 */
function inertBody(): HTMLElement {
  inertDocument ??= document.implementation.createHTMLDocument('');
  return inertDocument.createElement('body');
}

function viewNodes(nodes: NodeListOf<ChildNode>): HtmlNode[] {
  const out: HtmlNode[] = [];
  for (const node of nodes) {
    if (node instanceof Element) out.push(new DomElement(node));
    else if (node instanceof Text && node.data !== '') out.push({ kind: 'text', text: node.data });
  }
  return out;
}

function queryOne(scope: ParentNode, selector: string): HtmlElement | null {
  try {
    const found = scope.querySelector(selector);
    return found === null ? null : new DomElement(found);
  } catch {
    return null;
  }
}

function queryAll(scope: ParentNode, selector: string): HtmlElement[] {
  try {
    return Array.from(scope.querySelectorAll(selector), (found) => new DomElement(found));
  } catch {
    return [];
  }
}

class DomElement implements HtmlElement {
  readonly kind = 'element';
  readonly name: string;
  readonly #element: Element;

  constructor(element: Element) {
    this.#element = element;
    this.name = element.localName.toLowerCase();
  }

  queryOne(selector: string): HtmlElement | null {
    return queryOne(this.#element, selector);
  }

  queryAll(selector: string): HtmlElement[] {
    return queryAll(this.#element, selector);
  }

  children(): HtmlNode[] {
    return viewNodes(this.#element.childNodes);
  }

  text(): string {
    return this.#element.textContent ?? '';
  }

  attributes(): [string, string][] {
    return Array.from(this.#element.attributes, (attribute) => [
      attribute.name.toLowerCase(),
      attribute.value,
    ]);
  }

  attribute(name: string): string | undefined {
    const value = this.#element.getAttribute(name);
    if (value !== null) return value;
    // An HTML element's names are lower case and `getAttribute` lower-cases the one asked for:
    // absent is absent. SVG and MathML keep mixed-case names (`viewBox`): match them ignoring case.
    if (this.#element.namespaceURI === HTML_NAMESPACE) return undefined;
    const key = name.toLowerCase();
    for (const attribute of this.#element.attributes) {
      if (attribute.name.toLowerCase() === key) return attribute.value;
    }
    return undefined;
  }

  innerHtml(): string {
    return this.#element.innerHTML;
  }
}

class DomFragment implements HtmlFragment {
  readonly source: string;
  readonly #body: HTMLElement;

  constructor(source: string, body: HTMLElement) {
    this.source = source;
    this.#body = body;
  }

  queryOne(selector: string): HtmlElement | null {
    return queryOne(this.#body, selector);
  }

  queryAll(selector: string): HtmlElement[] {
    return queryAll(this.#body, selector);
  }

  children(): HtmlNode[] {
    return viewNodes(this.#body.childNodes);
  }

  text(): string {
    return this.#body.textContent ?? '';
  }
}

/** Parses an HTML fragment as the body of an inert document, with the browser's parser. */
export function parseHtml(source: string): HtmlFragment {
  const body = inertBody();
  body.innerHTML = source;
  return new DomFragment(source, body);
}
