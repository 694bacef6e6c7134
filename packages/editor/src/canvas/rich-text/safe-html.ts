import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';

/**
 * Stored markup made safe to show in the canvas (issue 13, hole 1): whatever a post, pattern or
 * template holds — including markup an administrator with `unfiltered_html` wrote, or markup
 * stored before the server sanitised it — becomes nodes that cannot run script: no event handler
 * attributes, no `javascript:` URLs, no script, frame, object or animation elements. Everything
 * else is kept as written, so a person who types in a paragraph saves the markup they saw.
 *
 * DOMPurify parses the markup in an inert document (nothing loads, nothing runs) and hands back
 * the cleaned nodes themselves, which are imported as they are: the markup is never serialised
 * and parsed a second time, so no parser differential can bring back what was removed.
 */

/** The marker saved-html puts where inner blocks go. */
const EDITOR_TAGS = ['atelier-inner-blocks'];

/** Harmless attributes block markup and duotone filters use that DOMPurify's list leaves out. */
const BLOCK_ATTRIBUTES = ['target', 'loading', 'fetchpriority', 'playsinline', 'focusable'];

const CONFIG = {
  ADD_TAGS: EDITOR_TAGS,
  ADD_ATTR: BLOCK_ATTRIBUTES,
  // Leading <style> or <link> stay in the fragment instead of moving to an unseen <head>.
  FORCE_BODY: true,
  RETURN_DOM_FRAGMENT: true as const,
} satisfies Config;

let purifier: Purifier | undefined;

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

function isFragment(node: unknown): node is DocumentFragment {
  return (
    typeof node === 'object' &&
    node !== null &&
    (node as { nodeType?: unknown }).nodeType === Node.DOCUMENT_FRAGMENT_NODE
  );
}

/** `html` parsed without running anything and cleaned of what could run script. */
export function safeFragment(html: string): DocumentFragment {
  // The set configuration returns a fragment (RETURN_DOM_FRAGMENT).
  const cleaned: unknown = instance().sanitize(html);
  if (!isFragment(cleaned)) throw new Error('The canvas sanitiser did not return a fragment.');
  return cleaned;
}

/** Replaces an element's children with `html` made safe, in the element's own document. */
export function setSafeHtml(element: Element, html: string): void {
  element.replaceChildren(element.ownerDocument.importNode(safeFragment(html), true));
}
