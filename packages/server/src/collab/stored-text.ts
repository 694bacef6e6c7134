import { serialize } from '@atelier/blocks';
import type { JsonValue, RecordTree } from '@atelier/collab';
import { type DefaultTreeAdapterTypes, parseFragment } from 'parse5';

type Node = DefaultTreeAdapterTypes.Node;

/** The text nodes under `node`, in document order (a template's content included). */
function collectText(node: Node, into: string[]): void {
  if (node.nodeName === '#text') {
    into.push((node as DefaultTreeAdapterTypes.TextNode).value);
    return;
  }
  if ('content' in node && node.content) collectText(node.content, into);
  if ('childNodes' in node) for (const child of node.childNodes) collectText(child, into);
}

/**
 * The words a reader sees in some markup, read by HTML's own parser (parse5): text nodes in
 * order, comments dropped, entities decoded; a tag boundary separates words.
 */
export function visibleWords(html: string): string[] {
  const texts: string[] = [];
  collectText(parseFragment(html), texts);
  return texts
    .join(' ')
    .split(/\s+/)
    .filter((word) => word !== '');
}

/** The words of a field: a string as markup, an object or list by its string leaves in order. */
function fieldWords(value: JsonValue | undefined): string[] {
  if (typeof value === 'string') return visibleWords(value);
  if (Array.isArray(value)) return value.flatMap(fieldWords);
  if (typeof value === 'object' && value !== null) {
    return Object.keys(value)
      .sort()
      .flatMap((key) => fieldWords(value[key]));
  }
  return [];
}

/** Whether every word of `sent` is in `stored`, in the same order (words added are not a loss). */
function keepsWords(sent: readonly string[], stored: readonly string[]): boolean {
  let at = 0;
  for (const word of sent) {
    while (at < stored.length && stored[at] !== word) at += 1;
    if (at === stored.length) return false;
    at += 1;
  }
  return true;
}

/**
 * The parts of a record (`content`, or a field's name) whose visible text the stored record
 * lost compared with what a save sent: a word missing or out of order. Markup that differs
 * without losing words (attributes, entities, tags a sanitiser removed around kept text) is not
 * a loss; the tree compared as `sent` is the body as REST should store it for that person.
 */
export function lostText(sent: RecordTree, stored: RecordTree): string[] {
  const lost: string[] = [];
  for (const [name, value] of Object.entries(sent.fields)) {
    if (!keepsWords(fieldWords(value), fieldWords(stored.fields[name]))) lost.push(name);
  }
  const sentWords = visibleWords(serialize(sent.blocks));
  if (!keepsWords(sentWords, visibleWords(serialize(stored.blocks)))) lost.push('content');
  return lost;
}
