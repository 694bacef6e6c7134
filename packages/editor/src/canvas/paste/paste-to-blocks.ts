import { escapeText, isDropped, sanitizeInline } from './sanitize-inline';

/** A block made from pasted content (the shape `createBlock` takes). */
export interface PastedBlock {
  name: string;
  attributes: Record<string, unknown>;
  innerBlocks: PastedBlock[];
}

/** What a paste becomes: inline text for the current block, or blocks. */
export type PasteResult =
  | { kind: 'inline'; html: string }
  | { kind: 'blocks'; blocks: PastedBlock[] };

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const CONTAINERS = new Set([
  'div',
  'section',
  'article',
  'main',
  'header',
  'footer',
  'aside',
  'nav',
  'body',
  'html',
  'figure',
  'center',
]);
const BLOCK_TAGS = new Set([
  'p',
  'ul',
  'ol',
  'blockquote',
  'pre',
  'img',
  'hr',
  'table',
  ...HEADINGS,
  ...CONTAINERS,
]);

function paragraph(content: string): PastedBlock {
  return { name: 'core/paragraph', attributes: { content }, innerBlocks: [] };
}

function listItems(list: Element): PastedBlock[] {
  return Array.from(list.children)
    .filter((child) => child.localName === 'li')
    .map((item) => {
      const nested = Array.from(item.children).filter(
        (child) => child.localName === 'ul' || child.localName === 'ol',
      );
      const text = Array.from(item.childNodes).filter(
        (child) => !nested.includes(child as Element),
      );
      return {
        name: 'core/list-item',
        attributes: { content: sanitizeInline(text).trim() },
        innerBlocks: nested.map(listBlock),
      };
    });
}

function listBlock(list: Element): PastedBlock {
  return {
    name: 'core/list',
    attributes: list.localName === 'ol' ? { ordered: true } : {},
    innerBlocks: listItems(list),
  };
}

function imageBlock(image: Element): PastedBlock | null {
  const url = image.getAttribute('src') ?? '';
  if (!/^(https?:|\/|data:image\/)/i.test(url)) return null;
  const alt = image.getAttribute('alt') ?? '';
  return { name: 'core/image', attributes: alt === '' ? { url } : { url, alt }, innerBlocks: [] };
}

function blockOf(element: Element): PastedBlock[] {
  const tag = element.localName;
  if (HEADINGS.has(tag)) {
    return [
      {
        name: 'core/heading',
        attributes: { content: sanitizeInline(element.childNodes).trim(), level: Number(tag[1]) },
        innerBlocks: [],
      },
    ];
  }
  if (tag === 'p') return [paragraph(sanitizeInline(element.childNodes).trim())];
  if (tag === 'ul' || tag === 'ol') return [listBlock(element)];
  if (tag === 'img') {
    const image = imageBlock(element);
    return image === null ? [] : [image];
  }
  if (tag === 'hr') return [{ name: 'core/separator', attributes: {}, innerBlocks: [] }];
  if (tag === 'pre') {
    return [
      {
        name: 'core/preformatted',
        attributes: { content: escapeText(element.textContent ?? '').replace(/\n/g, '<br>') },
        innerBlocks: [],
      },
    ];
  }
  if (tag === 'blockquote') {
    const inner = blocksOf(element.childNodes);
    return [{ name: 'core/quote', attributes: {}, innerBlocks: inner.length > 0 ? inner : [] }];
  }
  return blocksOf(element.childNodes);
}

/** Blocks from a run of nodes: block elements become blocks, inline runs become paragraphs. */
function blocksOf(nodes: Iterable<Node>): PastedBlock[] {
  const blocks: PastedBlock[] = [];
  let inline: Node[] = [];
  const flush = () => {
    const content = sanitizeInline(inline).trim();
    if (content !== '') blocks.push(paragraph(content));
    inline = [];
  };
  for (const node of nodes) {
    if (node instanceof Element && isDropped(node)) continue;
    if (node instanceof Element && BLOCK_TAGS.has(node.localName)) {
      flush();
      blocks.push(...blockOf(node));
    } else {
      inline.push(node);
    }
  }
  flush();
  return blocks.filter(
    (block) => block.name !== 'core/paragraph' || block.attributes.content !== '',
  );
}

function hasBlockElement(root: ParentNode): boolean {
  return Array.from(root.querySelectorAll('*')).some(
    (element) => BLOCK_TAGS.has(element.localName) && !CONTAINERS.has(element.localName),
  );
}

/** Whether pasted text is block markup (copied blocks), to be parsed rather than escaped. */
export function isBlockMarkup(text: string): boolean {
  return /^\s*<!-- wp:[a-z][a-z0-9-]*(\/[a-z][a-z0-9-]*)?[\s/]/.test(text);
}

/** Plain text: blank lines separate paragraphs, single line breaks stay as `<br>`. */
export function textToBlocks(text: string): PasteResult {
  const chunks = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter((chunk) => chunk !== '');
  const contents = chunks.map((chunk) => escapeText(chunk).replace(/\n/g, '<br>'));
  if (contents.length === 1 && contents[0] !== undefined) {
    return { kind: 'inline', html: contents[0] };
  }
  return { kind: 'blocks', blocks: contents.map(paragraph) };
}

/**
 * Pasted HTML (sanitised) as blocks: paragraphs, headings, lists, images, quotes, preformatted
 * text, separators; text without block elements stays inline. `parse` turns HTML into a document
 * (DOMParser in the browser).
 */
export function htmlToBlocks(html: string, parse: (html: string) => Document): PasteResult {
  const doc = parse(html);
  if (!hasBlockElement(doc.body)) {
    const inline = sanitizeInline(doc.body.childNodes).trim();
    return { kind: 'inline', html: inline };
  }
  return { kind: 'blocks', blocks: blocksOf(doc.body.childNodes) };
}
