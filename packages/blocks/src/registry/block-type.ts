import type { BlockAttributes, BlockNode } from '../grammar/block-node';
import type { PostQuery, PostQueryResult, RenderContext } from '../render/render-context';

/** JSON types an attribute may declare. */
export type AttributeType =
  | 'string'
  | 'number'
  | 'integer'
  | 'boolean'
  | 'object'
  | 'array'
  | 'null';

/**
 * One attribute of a block type. Without `source` the value lives in the block comment; with
 * `source` it is read from the saved HTML: `html` (inner HTML), `text` (text content),
 * `attribute` (an attribute of the element), `query` (a list, one object per matched element).
 */
export interface AttributeSchema {
  type?: AttributeType | AttributeType[];
  default?: unknown;
  enum?: readonly unknown[];
  source?: 'html' | 'text' | 'attribute' | 'query' | 'raw' | 'tag';
  selector?: string;
  attribute?: string;
  query?: Record<string, AttributeSchema>;
  role?: 'content' | 'local';
}

/** Values of the `align` attribute (`align{value}` classes). */
export type Alignment = 'left' | 'center' | 'right' | 'wide' | 'full';

/** The `layout` support: the default layout and what the editor may change. */
export interface LayoutSupport {
  default?: { type: 'flow' | 'constrained' | 'flex' | 'grid'; [key: string]: unknown };
  allowSwitching?: boolean;
  allowInheriting?: boolean;
  allowEditing?: boolean;
  allowSizingOnChildren?: boolean;
}

/** Feature flags that add attributes and wrapper markup (see `supports/`). */
export interface BlockSupports {
  align?: boolean | readonly Alignment[];
  alignWide?: boolean;
  anchor?: boolean;
  className?: boolean;
  customClassName?: boolean;
  html?: boolean;
  multiple?: boolean;
  reusable?: boolean;
  inserter?: boolean;
  lock?: boolean;
  color?: {
    text?: boolean;
    background?: boolean;
    gradients?: boolean;
    link?: boolean;
    button?: boolean;
    heading?: boolean;
  };
  typography?: {
    fontSize?: boolean;
    lineHeight?: boolean;
    fontFamily?: boolean;
    fontStyle?: boolean;
    fontWeight?: boolean;
    letterSpacing?: boolean;
    textTransform?: boolean;
    textDecoration?: boolean;
    textAlign?: boolean;
    writingMode?: boolean;
  };
  spacing?: {
    margin?: boolean | readonly string[];
    padding?: boolean | readonly string[];
    blockGap?: boolean | readonly string[];
  };
  dimensions?: { minHeight?: boolean; aspectRatio?: boolean };
  border?: { color?: boolean; radius?: boolean; style?: boolean; width?: boolean };
  shadow?: boolean;
  /** `filter.duotone`: a duotone filter on the block's media (`style.color.duotone`). */
  filter?: { duotone?: boolean };
  layout?: boolean | LayoutSupport;
  /** Support groups the block writes on an inner element itself instead of its wrapper. */
  skipSerialization?: readonly SupportGroup[];
}

/** Support groups whose output a block can place on an inner element. */
export type SupportGroup = 'color' | 'typography' | 'spacing' | 'dimensions' | 'border' | 'shadow';

/**
 * Where some styles of a block go when not on its wrapper: `filter.duotone` is the selector of its
 * media that a block type's duotone filter (`styles.blocks[name].filter.duotone`) applies to.
 */
export interface BlockSelectors {
  filter?: { duotone?: string };
}

/** A block style variation, selected by an `is-style-{name}` class. */
export interface BlockStyle {
  name: string;
  label: string;
  isDefault?: boolean;
}

/** A preset of attributes and inner blocks offered as its own entry (e.g. Row for Group). */
export interface BlockVariation {
  name: string;
  title: string;
  description?: string;
  attributes?: BlockAttributes;
  innerBlocks?: [string, BlockAttributes?][];
  isDefault?: boolean;
  scope?: readonly ('block' | 'inserter' | 'transform')[];
  /** Attribute keys whose values identify the variation on an existing block. */
  isActive?: readonly string[];
}

/** What a transform receives and returns: the block's full attributes and its inner blocks. */
export interface TransformInput {
  attributes: BlockAttributes;
  innerBlocks: BlockNode[];
}
/** A block to create: name, attributes and inner blocks (specs or existing nodes). */
export interface BlockSpec {
  name: string;
  attributes: BlockAttributes;
  innerBlocks?: readonly (BlockSpec | BlockNode)[];
}

/**
 * A conversion between block types. In `from`, `blocks` lists the source types (`*` for any);
 * in `to`, it lists the target types.
 */
export interface BlockTransform {
  blocks: readonly string[];
  /** Several selected blocks are handed over at once (e.g. paragraphs → one list). */
  isMultiBlock?: boolean;
  transform(inputs: readonly TransformInput[]): (BlockSpec | BlockNode)[];
}

/**
 * How a block type shows itself in previews such as the Style Book (block.json's `example`):
 * attributes and inner blocks with short sample content, and the width it is best laid out at.
 */
export interface BlockExample {
  attributes?: BlockAttributes;
  innerBlocks?: readonly BlockSpec[];
  /** The width, in CSS pixels, a preview lays the example out at before scaling it. */
  viewportWidth?: number;
  /**
   * What the Style Book shows when one block says too little (a heading at every level): blocks
   * of this same type, one per attributes given. Previews of one block (its Styles screen) keep
   * `attributes`.
   */
  series?: readonly BlockAttributes[];
}

/** What `save` receives. */
export interface SaveArguments<A extends BlockAttributes = BlockAttributes> {
  attributes: A;
  innerBlocks: readonly BlockNode[];
  blockType: BlockType;
}

/** What `render` receives: full attributes, the node, the context and render helpers. */
export interface RenderArguments<A extends BlockAttributes = BlockAttributes> {
  attributes: A;
  block: BlockNode;
  blockType: BlockType;
  context: RenderContext;
  /** Renders the block's inner blocks, optionally with a different post, query or block context. */
  renderInner(overrides?: Partial<RenderContext>): Promise<string>;
  /** Renders any block list in this block's context (used for looked-up content). */
  renderBlocks(blocks: readonly BlockNode[], overrides?: Partial<RenderContext>): Promise<string>;
  /** Runs a post query once per render, however many query blocks ask for it. */
  queryPosts(query: PostQuery): Promise<PostQueryResult>;
  /**
   * Renders `run` unless `key` (e.g. `template-part:theme//slug`) is already being rendered
   * around this block, in which case it returns the recursion message instead.
   */
  guard(key: string, run: (context: RenderContext) => Promise<string>): Promise<string>;
}

/** A registered block type. Static blocks have `save`; dynamic ones have `render` (some both). */
export interface BlockType {
  name: string;
  title: string;
  category: 'text' | 'media' | 'design' | 'widgets' | 'theme' | 'embed';
  icon?: string;
  description?: string;
  keywords?: readonly string[];
  attributes: Record<string, AttributeSchema>;
  supports?: BlockSupports;
  selectors?: BlockSelectors;
  styles?: readonly BlockStyle[];
  variations?: readonly BlockVariation[];
  parent?: readonly string[];
  ancestor?: readonly string[];
  allowedBlocks?: readonly string[];
  usesContext?: readonly string[];
  providesContext?: Record<string, string>;
  transforms?: { from?: readonly BlockTransform[]; to?: readonly BlockTransform[] };
  /** Sample content for previews (the Style Book); none for blocks that need site data. */
  example?: BlockExample;
  /**
   * Saved HTML for the attributes; write `INNER_BLOCKS` where the inner blocks go. Omitted for
   * dynamic blocks whose comment carries everything.
   */
  save?(args: SaveArguments): string;
  /**
   * A class the renderer adds to a static block's first element, never saved (WordPress's
   * paragraph gains `wp-block-paragraph` when it is rendered, not in its markup).
   */
  renderedClassName?: string;
  render?(args: RenderArguments): string | Promise<string>;
  /** Earlier save formats still accepted as valid when parsing (newest first). */
  deprecated?: readonly { save(args: SaveArguments): string }[];
}
