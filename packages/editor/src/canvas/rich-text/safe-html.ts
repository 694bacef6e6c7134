import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';

/**
 * Stored markup made safe to show in the canvas (issue 13, hole 1): whatever a post, pattern or
 * template holds — including markup an administrator with `unfiltered_html` wrote, or markup
 * stored before the server sanitised it — becomes nodes that cannot run script: no event handler
 * attributes, no `javascript:` URLs, no script, frame, object or animation elements. Everything
 * else is kept as written, so a person who types in a paragraph saves the markup they saw.
 *
 * Markup is parsed in one inert document made once (no browsing context: nothing loads, nothing
 * runs, `<noscript>` is read as markup like DOMPurify's own parse reads it), each piece into its
 * own holder element, and DOMPurify cleans the holders where they are (`IN_PLACE`), all the pieces
 * of a batch in one walk. DOMPurify's usual path builds a new document for every call, which cost
 * more than the cleaning itself when a template's blocks are shown one by one. The cleaned nodes
 * are handed back as they are: the markup is never serialised and parsed a second time, so no
 * parser differential can bring back what was removed.
 */

/** The marker saved-html puts where inner blocks go. */
const EDITOR_TAGS = ['atelier-inner-blocks'];

/** Harmless attributes block markup and duotone filters use that DOMPurify's list leaves out. */
const BLOCK_ATTRIBUTES = ['target', 'loading', 'fetchpriority', 'playsinline', 'focusable'];

const CONFIG = {
  ADD_TAGS: EDITOR_TAGS,
  ADD_ATTR: BLOCK_ATTRIBUTES,
  // A node given to `sanitize` is cleaned where it is; a string still goes through DOMPurify's
  // own document (the fallback below).
  IN_PLACE: true,
  // Leading <style> or <link> stay in the fragment instead of moving to an unseen <head>.
  FORCE_BODY: true,
  RETURN_DOM_FRAGMENT: true as const,
} satisfies Config;

let purifier: Purifier | undefined;
let inert: Document | undefined;

/**
 * The canvas's own DOMPurify, configured once: a configuration passed to every `sanitize` call is
 * parsed again each time (DOMPurify's `_parseConfig`, half the cost of cleaning a paragraph per
 * keystroke), a set one is not.
 */
function instance(): Purifier {
  if (purifier === undefined) {
    purifier = DOMPurify(window);
    purifier.setConfig(CONFIG);
  }
  return purifier;
}

/** The document every piece of markup is parsed in: created once, never shown, never loading. */
function inertDocument(): Document {
  if (inert === undefined) inert = document.implementation.createHTMLDocument('');
  return inert;
}

function isFragment(node: unknown): node is DocumentFragment {
  return (
    typeof node === 'object' &&
    node !== null &&
    (node as { nodeType?: unknown }).nodeType === Node.DOCUMENT_FRAGMENT_NODE
  );
}

/** DOMPurify's own path: a new inert document for this markup alone. */
function cleanedAlone(html: string): DocumentFragment {
  const cleaned: unknown = instance().sanitize(html);
  if (!isFragment(cleaned)) throw new Error('The canvas sanitiser did not return a fragment.');
  return cleaned;
}

/** The holders' cleaned children, one fragment per holder, or null when a holder moved. */
function takeCleaned(root: Element, holders: readonly Element[]): DocumentFragment[] | null {
  if (holders.some((holder) => holder.parentNode !== root)) return null;
  return holders.map((holder) => {
    const fragment = root.ownerDocument.createDocumentFragment();
    fragment.append(...holder.childNodes);
    return fragment;
  });
}

/**
 * Each piece of markup parsed without running anything and cleaned of what could run script, in
 * one pass: every piece is parsed on its own (an unclosed tag or comment in one never reaches the
 * next), then one DOMPurify walk cleans them all.
 */
export function safeFragments(htmls: readonly string[]): DocumentFragment[] {
  if (htmls.length === 0) return [];
  const doc = inertDocument();
  const root = doc.createElement('div');
  const holders = htmls.map((html) => {
    const holder = doc.createElement('div');
    holder.innerHTML = html;
    root.append(holder);
    return holder;
  });
  try {
    instance().sanitize(root);
  } catch {
    // DOMPurify refuses to clean in place what it cannot clean there safely: each piece is then
    // cleaned in a document of its own.
    return htmls.map(cleanedAlone);
  }
  return takeCleaned(root, holders) ?? htmls.map(cleanedAlone);
}

/** `html` parsed without running anything and cleaned of what could run script. */
export function safeFragment(html: string): DocumentFragment {
  const [fragment] = safeFragments([html]);
  if (fragment === undefined) throw new Error('The canvas sanitiser did not return a fragment.');
  return fragment;
}

/** Replaces an element's children with `html` made safe, in the element's own document. */
export function setSafeHtml(element: Element, html: string): void {
  element.replaceChildren(element.ownerDocument.importNode(safeFragment(html), true));
}
