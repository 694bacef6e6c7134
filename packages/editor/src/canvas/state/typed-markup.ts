import {
  type BlockAttributes,
  type BlockNode,
  type BlockRegistry,
  createBlock,
} from '@atelier/blocks';
import { richTextAttribute } from './rich-text-attribute';

/**
 * Where a block's rich text sits in its saved markup: the part of `innerContent` that holds it
 * and the markup before and after it there. A keystroke's block is then the previous block with
 * that part written again around the new text, instead of the type's `save` and `createBlock`.
 */
interface TypedMarkup {
  attribute: string;
  part: number;
  before: string;
  after: string;
}

/** Stands for the text while the markup around it is found: private-use characters. */
const MARK = '\uE000atelier-typed\uE001';

const templates = new WeakMap<BlockNode, TypedMarkup>();

function spliced(innerContent: readonly (string | null)[], markup: TypedMarkup, value: string) {
  const parts = [...innerContent];
  parts[markup.part] = `${markup.before}${value}${markup.after}`;
  return parts;
}

function joined(innerContent: readonly (string | null)[]): string {
  let html = '';
  for (const part of innerContent) if (part !== null) html += part;
  return html;
}

/**
 * Learns where `attribute`'s text sits in `saved` (a block `createBlock` just wrote from
 * `attributes`): `save` is run once more with a mark for the text, which must come out in one
 * part, once, with the same markup around it as the real text has in `saved`. A type whose
 * `save` writes the text more than once, changes it or writes nothing for it is not learnt, and
 * keeps the full `save` on every keystroke. Only the main rich text of the blocks edited in place
 * (`richTextAttribute`), and only a non-empty text (a `save` may treat empty text apart).
 */
export function learnTypedMarkup(
  registry: BlockRegistry,
  saved: BlockNode,
  attributes: BlockAttributes,
  attribute: string,
): void {
  const value = attributes[attribute];
  if (saved.name === null || richTextAttribute(saved.name) !== attribute) return;
  if (typeof value !== 'string' || value === '' || value.includes(MARK)) return;
  const marked = createBlock(
    registry,
    saved.name,
    { ...attributes, [attribute]: MARK },
    saved.innerBlocks,
  );
  const found = marked.innerContent.flatMap((part, index) => (part?.includes(MARK) ? [index] : []));
  const [part] = found;
  const text = part === undefined ? null : marked.innerContent[part];
  if (found.length !== 1 || part === undefined || typeof text !== 'string') return;
  const at = text.indexOf(MARK);
  if (text.indexOf(MARK, at + 1) >= 0) return;
  const markup = {
    attribute,
    part,
    before: text.slice(0, at),
    after: text.slice(at + MARK.length),
  };
  const expected = spliced(marked.innerContent, markup, value);
  const same =
    expected.length === saved.innerContent.length &&
    expected.every((item, index) => item === saved.innerContent[index]) &&
    joined(expected) === saved.innerHTML;
  if (same) templates.set(saved, markup);
}

/**
 * The block with `attribute`'s text set to `value` by writing its markup again around the text
 * (no `save`), or undefined when that is not known for this block (then `createBlock` writes
 * it). The new block keeps the template for the next keystroke.
 */
export function typedBlock<T extends BlockNode>(
  block: T,
  attribute: string,
  value: string,
): T | undefined {
  const markup = templates.get(block);
  if (markup === undefined || markup.attribute !== attribute || value === '') return undefined;
  const innerContent = spliced(block.innerContent, markup, value);
  const next = { ...block, innerContent, innerHTML: joined(innerContent) };
  templates.set(next, markup);
  return next;
}
