/**
 * What the block engine reads from HTML: a parsed fragment, elements found by CSS selector, their
 * attributes, text and inner HTML, and the child nodes validation compares. Two modules implement
 * it, chosen by module resolution through the package's `#html-dom` import: `node-html-tree.ts`
 * (htmlparser2, for the server, the tests and the scripts) and `browser-html-tree.ts` (the
 * browser's own HTML parser, for the editor bundle). Both give the HTML standard's results: the
 * browser's are the reference.
 */

/** Where selectors look: a whole fragment, or the descendants of one element. */
export interface HtmlScope {
  /** The first descendant matching `selector`; `null` when none does or the selector is invalid. */
  queryOne(selector: string): HtmlElement | null;
  /** Every descendant matching `selector`, in document order; `[]` for an invalid selector. */
  queryAll(selector: string): HtmlElement[];
  /** Element and text children; comments, doctypes and processing instructions are left out. */
  children(): HtmlNode[];
  /** The decoded text of every descendant text node, as `textContent`. */
  text(): string;
}

/** A fragment parsed as the body of a document, with the text it came from. */
export interface HtmlFragment extends HtmlScope {
  readonly source: string;
}

/** One element of a parsed fragment. */
export interface HtmlElement extends HtmlScope {
  readonly kind: 'element';
  /** The tag name in lower case (`svg`'s `foreignObject` too). */
  readonly name: string;
  /** The attributes in source order, names in lower case, values decoded. */
  attributes(): [string, string][];
  /** One attribute's decoded value (name matched ignoring case); `undefined` when absent. */
  attribute(name: string): string | undefined;
  /** The element's content serialised as the HTML standard's `innerHTML` does. */
  innerHtml(): string;
}

/** A run of decoded text. */
export interface HtmlText {
  readonly kind: 'text';
  readonly text: string;
}

export type HtmlNode = HtmlElement | HtmlText;

/** The signature both `#html-dom` modules export as `parseHtml`. */
export type ParseHtml = (source: string) => HtmlFragment;
