import {
  type BlockAttributes,
  type BlockNode,
  type BlockRegistry,
  blockAttributes,
} from '@atelier/blocks';

/**
 * Blocks the editor wrote itself (`updateAttributes`: the block's `save` run on its attributes),
 * and for those written by typing, their attributes. A block written by its own `save` matches
 * its saved HTML by construction, so validation is for markup that came from outside (parse, the
 * code editor, paste); and the attributes a keystroke wrote are known, so they need not be read
 * back out of the HTML that was just written from them.
 */
const written = new WeakSet<BlockNode>();
const typedAttributes = new WeakMap<BlockNode, BlockAttributes>();
/** For a block typing wrote: the block its run of keystrokes started from. */
const typedFrom = new WeakMap<BlockNode, BlockNode>();

/** Whether the editor wrote this block object from its attributes. */
export function isWrittenByEditor(block: BlockNode): boolean {
  return written.has(block);
}

/**
 * Whether a change only sets rich-text values: string attributes sourced from the HTML (typing).
 * Such values (an editable element's own `innerHTML`) are written by `save` as they are and read
 * back the same; not one starting with a line break, which the HTML parser drops after `<pre>`.
 */
export function isRichTextChange(
  registry: BlockRegistry,
  name: string | null,
  changes: BlockAttributes,
): boolean {
  const schemas = name === null ? undefined : registry.get(name)?.attributes;
  if (schemas === undefined) return false;
  const entries = Object.entries(changes);
  return (
    entries.length > 0 &&
    entries.every(
      ([key, value]) =>
        schemas[key]?.source === 'html' && typeof value === 'string' && !value.startsWith('\n'),
    )
  );
}

/** Marks a block the editor wrote; `attributes` when they are known to be what it holds. */
export function rememberWritten(block: BlockNode, attributes?: BlockAttributes): void {
  written.add(block);
  if (attributes !== undefined) typedAttributes.set(block, attributes);
}

/**
 * Marks a block typing wrote from `previous` (only its rich-text values differ): it goes back to
 * the block the keystrokes started from, as `previous` does.
 */
export function rememberTyped(block: BlockNode, previous: BlockNode): void {
  typedFrom.set(block, typedFrom.get(previous) ?? previous);
}

/**
 * Whether two blocks differ only by what typing wrote: one was typed from the other, or both
 * from the same block. Panels that show no rich text can keep the one they have.
 */
export function differsOnlyByTyping(a: BlockNode, b: BlockNode): boolean {
  if (a === b) return true;
  const fromA = typedFrom.get(a) ?? a;
  const fromB = typedFrom.get(b) ?? b;
  return fromA === fromB;
}

/**
 * The attributes typing wrote into a block, or undefined when it was not written by typing (they
 * go with the edit to a shared record's document, which then need not parse the typed HTML).
 */
export function typedAttributesOf(block: BlockNode): BlockAttributes | undefined {
  return typedAttributes.get(block);
}

/** A block's attributes: the ones typing wrote when known, else read from its HTML. */
export function editorBlockAttributes(registry: BlockRegistry, block: BlockNode): BlockAttributes {
  return typedAttributes.get(block) ?? blockAttributes(registry, block);
}
