/** The attribute that holds a block's main rich text, for the blocks whose text is edited in place. */
const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, string>> = {
  'core/paragraph': 'content',
  'core/heading': 'content',
  'core/list-item': 'content',
  'core/preformatted': 'content',
  'core/verse': 'content',
  'core/code': 'content',
  'core/button': 'text',
};

/** The rich-text attribute of a block type, or undefined when it has none edited in place. */
export function richTextAttribute(name: string | null): string | undefined {
  return name === null ? undefined : RICH_TEXT_ATTRIBUTES[name];
}

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** Text with its character references read (numeric ones and the common named ones). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (match, code: string) => {
    if (code.startsWith('#x') || code.startsWith('#X')) {
      return String.fromCodePoint(Number.parseInt(code.slice(2), 16));
    }
    if (code.startsWith('#')) return String.fromCodePoint(Number.parseInt(code.slice(1), 10));
    return ENTITIES[code.toLowerCase()] ?? match;
  });
}

/** The visible text of inline HTML (tags dropped, common entities read): caret offsets count it. */
export function htmlToText(html: string): string {
  return decodeEntities(html.replace(/<br\s*\/?>/gi, '\n').replace(/<[^>]*>/g, ''));
}

/** Where typing goes in a new block: the block itself, else its first inner block with text. */
export function typingTarget<T extends { name: string | null; innerBlocks: readonly T[] }>(
  block: T,
): T {
  if (richTextAttribute(block.name) !== undefined) return block;
  for (const child of block.innerBlocks) {
    const target = typingTarget(child);
    if (richTextAttribute(target.name) !== undefined) return target;
  }
  return block;
}
