import { serialize } from '@atelier/blocks';
import type { JsonValue, RecordTree } from '@atelier/collab';

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X'
          ? Number.parseInt(name.slice(2), 16)
          : Number.parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The words a reader sees in some markup: comments and tags dropped, entities decoded. */
export function visibleWords(html: string): string[] {
  const text = decodeEntities(html.replace(/<!--[\s\S]*?-->/g, ' ').replace(/<[^>]*>/g, ' '));
  return text.split(/\s+/).filter((word) => word !== '');
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
