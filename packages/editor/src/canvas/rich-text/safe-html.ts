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

function instance(): Purifier {
  purifier ??= DOMPurify(window);
  return purifier;
}

/** `html` parsed without running anything and cleaned of what could run script. */
export function safeFragment(html: string): DocumentFragment {
  return instance().sanitize(html, CONFIG);
}

/** Replaces an element's children with `html` made safe, in the element's own document. */
export function setSafeHtml(element: Element, html: string): void {
  element.replaceChildren(element.ownerDocument.importNode(safeFragment(html), true));
}
