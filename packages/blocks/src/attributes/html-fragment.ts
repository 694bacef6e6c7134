import { selectAll, selectOne } from 'css-select';
import type { ChildNode, Element } from 'domhandler';
import { textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';

/** A parsed HTML fragment that remembers its source text, so inner HTML can be cut out verbatim. */
export interface HtmlFragment {
  source: string;
  children: ChildNode[];
}

/** Parses an HTML fragment with a real HTML parser (start/end indices kept). */
export function parseFragment(source: string): HtmlFragment {
  const document = parseDocument(source, { withStartIndices: true, withEndIndices: true });
  return { source, children: document.children };
}

/** The first element matching `selector` inside `scope` (the fragment's top level by default). */
export function queryOne(scope: ChildNode[] | Element, selector: string): Element | null {
  try {
    return selectOne<ChildNode, Element>(selector, scope);
  } catch {
    return null;
  }
}

/** All elements matching `selector` inside `scope`. */
export function queryAll(scope: ChildNode[] | Element, selector: string): Element[] {
  try {
    return selectAll<ChildNode, Element>(selector, scope);
  } catch {
    return [];
  }
}

/** An element's inner HTML exactly as written in the source. */
export function innerSource(fragment: HtmlFragment, element: Element): string {
  const first = element.children[0];
  const last = element.children[element.children.length - 1];
  if (first === undefined || last === undefined) return '';
  const start = first.startIndex;
  const end = last.endIndex;
  if (start === null || end === null) return '';
  return fragment.source.slice(start, end + 1);
}

/** An element's decoded text content. */
export function textOf(element: Element): string {
  return textContent(element);
}
