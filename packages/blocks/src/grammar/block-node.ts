/** Attribute values as stored in a block comment (any JSON value). */
export type BlockAttributes = Record<string, unknown>;

/**
 * The delimiters a block was parsed from. The serialiser reuses them verbatim while the block's
 * name and attributes object are the very ones the parser produced, which keeps a parse → serialise
 * round trip byte-identical even for hand-written spacing or escaping. Any edit that replaces the
 * attributes object (the editor's immutable updates do) makes the serialiser write fresh delimiters.
 */
export interface BlockDelimiters {
  /** The block name the delimiters belong to. */
  name: string;
  /** The attributes object the parser produced from `opener`. */
  attributes: BlockAttributes;
  /** The opening comment exactly as written, e.g. `<!-- wp:group {"tagName":"main"} -->`. */
  opener: string;
  /** The closing comment exactly as written; `''` for a void block, `null` when it was never closed. */
  closer: string | null;
}

/**
 * One node of the block tree. `name` is `null` for free-form HTML between blocks. `innerContent`
 * interleaves the block's own HTML (strings) with a `null` slot for every inner block, in order.
 */
export interface BlockNode {
  name: string | null;
  attributes: BlockAttributes;
  innerBlocks: BlockNode[];
  innerHTML: string;
  innerContent: (string | null)[];
  delimiters?: BlockDelimiters;
}
