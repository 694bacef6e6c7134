/** Inline tags kept from pasted HTML, with the tag they become. */
const INLINE_TAGS: Readonly<Record<string, string>> = {
  strong: 'strong',
  b: 'strong',
  em: 'em',
  i: 'em',
  code: 'code',
  s: 's',
  del: 's',
  strike: 's',
  sub: 'sub',
  sup: 'sup',
  mark: 'mark',
  a: 'a',
  br: 'br',
};

/** Elements whose content is never pasted. */
const DROPPED = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'object',
  'embed',
  'head',
  'meta',
]);

const SAFE_URL = /^(https?:|mailto:|tel:|\/|#|\.)/i;

/** Escapes text for HTML. */
export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;');
}

/** Whether an element's content is dropped entirely when pasted. */
export function isDropped(element: Element): boolean {
  return DROPPED.has(element.localName);
}

/**
 * The inline HTML of pasted nodes, keeping only bold, italic, code, strikethrough, sub/sup, mark,
 * line breaks and links with a safe URL; every other tag gives way to its text.
 */
export function sanitizeInline(nodes: Iterable<Node>): string {
  let html = '';
  for (const node of nodes) {
    if (node.nodeType === Node.TEXT_NODE) {
      html += escapeText((node.textContent ?? '').replace(/\s+/g, ' '));
      continue;
    }
    if (!(node instanceof Element) || isDropped(node)) continue;
    const tag = INLINE_TAGS[node.localName];
    const inner = sanitizeInline(node.childNodes);
    if (tag === 'br') {
      html += '<br>';
    } else if (tag === 'a') {
      const href = node.getAttribute('href') ?? '';
      html += SAFE_URL.test(href.trim())
        ? `<a href="${escapeAttribute(href.trim())}">${inner}</a>`
        : inner;
    } else if (tag !== undefined) {
      html += inner.trim() === '' ? inner : `<${tag}>${inner}</${tag}>`;
    } else {
      html += inner;
    }
  }
  return html;
}
