/**
 * The HTML sanitiser for what users without `unfiltered_html` write: DOMPurify over jsdom, so
 * the markup is parsed exactly as a browser parses it (HTML's own parser, not a look-alike)
 * and only what the allow list names survives. The result is the serialisation of that clean
 * tree, so what is stored is what the browser will build. jsdom is loaded on first use: a
 * server whose writers all have `unfiltered_html` never pays for it.
 */

import type {
  DOMPurify,
  UponSanitizeAttributeHook,
  UponSanitizeElementHook,
  WindowLike,
} from 'dompurify';
import { CONTENT_ATTRIBUTES, CONTENT_TAGS, TITLE_ATTRIBUTES, TITLE_TAGS } from './allow-list.js';
import { cleanCommentText, type MarkupCleaner } from './block-delimiters.js';

/** The sanitisers, built once per process on one jsdom window. */
interface Sanitizers {
  content(html: string): string;
  title(html: string): string;
}

/** Passes until the output parses back to itself; a mutation would show as a change. */
const MAX_PASSES = 3;

/**
 * Deepest element nesting kept as markup. Browsers cap their trees (Blink at 512 levels) and
 * rebuild deeper markup differently, and no block needs more; deeper input is kept as text.
 */
export const MAX_NESTING = 256;

/** The part of a DOM node the depth check walks. */
interface TreeNode {
  firstChild: TreeNode | null;
  nextSibling: TreeNode | null;
  parentNode: TreeNode | null;
}

/** The body DOMPurify answers with `RETURN_DOM`. */
interface SanitizedBody extends TreeNode {
  innerHTML: string;
}

/** Markup that cannot be kept as markup: nested deeper than the cap, or no body at all. */
class KeepAsText extends Error {}

function assertShallow(root: TreeNode): void {
  let node: TreeNode | null = root.firstChild;
  let depth = 1;
  while (node !== null && node !== root) {
    if (node.firstChild !== null) {
      node = node.firstChild;
      depth++;
      if (depth > MAX_NESTING) throw new KeepAsText();
      continue;
    }
    while (node !== null && node !== root && node.nextSibling === null) {
      node = node.parentNode;
      depth--;
    }
    if (node !== null && node !== root) node = node.nextSibling;
  }
}

const BASE_CONFIG = {
  FORCE_BODY: true,
  ALLOW_DATA_ATTR: true,
  ALLOW_ARIA_ATTR: true,
  KEEP_CONTENT: true,
} as const;

function asText(html: string): string {
  return html.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Runs `pass` until the result is stable. Markup that never settles, or is nested too deep for
 * the DOM to handle, is kept as text: nothing of it can run, and nothing typed is lost.
 */
function toFixedPoint(
  html: string,
  pass: (html: string) => string,
  tooDeep: (html: string) => boolean,
): string {
  try {
    if (tooDeep(html)) return asText(html);
    let current = pass(html);
    // The same input gives the same output: markup already in its clean form is done.
    if (current === html) return current;
    for (let round = 1; round < MAX_PASSES; round++) {
      const again = pass(current);
      if (again === current) return current;
      current = again;
    }
    return asText(current);
  } catch (error) {
    if (error instanceof KeepAsText || error instanceof RangeError) return asText(html);
    throw error;
  }
}

/** Styles that old engines run as script (`expression()`, bindings, script URLs) are dropped. */
const SCRIPT_IN_STYLE = /expression\s*\(|javascript:|vbscript:|-moz-binding|behavior\s*:/i;

const dropScriptStyles: UponSanitizeAttributeHook = (_node, data) => {
  if (data.attrName === 'style' && SCRIPT_IN_STYLE.test(data.attrValue.replace(/\\|\s/g, ''))) {
    data.keepAttr = false;
  }
};

async function createSanitizers(): Promise<Sanitizers> {
  const [{ JSDOM }, { default: createDOMPurify }, { nestsDeeperThan }] = await Promise.all([
    import('jsdom'),
    import('dompurify'),
    import('./nesting-depth.js'),
  ]);
  const tooDeep = (html: string) => nestsDeeperThan(html, MAX_NESTING);
  const { window } = new JSDOM('<!DOCTYPE html>');
  /** Serialises a sanitised body after checking its depth. */
  const serialise = (body: unknown): string => {
    // A frameset replaces the body: there is nothing of it to keep as markup.
    if (body === null || body === undefined) throw new KeepAsText();
    const tree = body as SanitizedBody;
    assertShallow(tree);
    return tree.innerHTML;
  };
  const instance = (): DOMPurify => {
    const purifier = createDOMPurify(window as unknown as WindowLike);
    purifier.addHook('uponSanitizeAttribute', dropScriptStyles);
    return purifier;
  };

  const markupPurifier = instance();
  const markup = (html: string): string =>
    serialise(
      markupPurifier.sanitize(html, {
        ...BASE_CONFIG,
        RETURN_DOM: true,
        ALLOWED_TAGS: [...CONTENT_TAGS],
        ALLOWED_ATTR: [...CONTENT_ATTRIBUTES],
      }),
    );

  const decoder = window.document.createElement('textarea');
  const cleaner: MarkupCleaner = {
    cleanMarkup: (html) => toFixedPoint(html, markup, tooDeep),
    decodeEntities: (text) => {
      decoder.innerHTML = text;
      return decoder.value;
    },
  };

  const contentPurifier = instance();
  const keepBlockDelimiters: UponSanitizeElementHook = (node, data) => {
    if (data.tagName !== '#comment') return;
    const comment = node as unknown as { data: string; remove(): void };
    const text = cleanCommentText(comment.data, cleaner);
    if (text === null) comment.remove();
    else comment.data = text;
  };
  contentPurifier.addHook('uponSanitizeElement', keepBlockDelimiters);
  const content = (html: string): string =>
    serialise(
      contentPurifier.sanitize(html, {
        ...BASE_CONFIG,
        RETURN_DOM: true,
        ALLOWED_TAGS: [...CONTENT_TAGS, '#comment'],
        ALLOWED_ATTR: [...CONTENT_ATTRIBUTES],
      }),
    );

  const titlePurifier = instance();
  const title = (html: string): string =>
    serialise(
      titlePurifier.sanitize(html, {
        ...BASE_CONFIG,
        RETURN_DOM: true,
        ALLOW_DATA_ATTR: false,
        ALLOW_ARIA_ATTR: false,
        ALLOWED_TAGS: [...TITLE_TAGS],
        ALLOWED_ATTR: [...TITLE_ATTRIBUTES],
      }),
    );

  return {
    content: (html) => toFixedPoint(html, content, tooDeep),
    title: (html) => toFixedPoint(html, title, tooDeep),
  };
}

let sanitizers: Promise<Sanitizers> | undefined;

function loadSanitizers(): Promise<Sanitizers> {
  sanitizers ??= createSanitizers();
  return sanitizers;
}

/**
 * Sanitises block content (post and page content, excerpts, pattern, part and navigation
 * content): allowed markup is kept, block delimiters are kept with cleaned attributes, every
 * other comment and everything that could run script goes. Text without `<` has no markup and
 * is returned as it is.
 */
export async function sanitizeHtml(html: string): Promise<string> {
  if (!html.includes('<')) return html;
  return (await loadSanitizers()).content(html);
}

/** Sanitises a title: plain text with the inline markup WordPress allows in titles. */
export async function sanitizeTitle(html: string): Promise<string> {
  if (!html.includes('<')) return html;
  return (await loadSanitizers()).title(html);
}
