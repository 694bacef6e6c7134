import { escapeStyleText } from '@atelier/theme-json';
import { getBlockAttributes } from '../attributes/source-attributes';
import { MAX_BLOCK_DEPTH } from '../grammar/block-depth';
import type { BlockAttributes, BlockNode } from '../grammar/block-node';
import type { BlockType, RenderArguments } from '../registry/block-type';
import type { BlockRegistry } from '../registry/registry';
import { fluidCustomFontSize } from '../supports/typography';
import { addClassesToFirstTag } from './first-tag';
import {
  FRAGMENT_BLOCKS,
  type FragmentCache,
  fragmentKey,
  fragmentPlace,
  type RenderedFragment,
  unionInputs,
} from './fragment-cache';
import { addClassesToInnerWrapper, innerWrapperClass } from './inner-wrapper';
import { type PageStyles, stylesOfFragments } from './kept-page-styles';
import type { PostQuery, PostQueryResult, RenderContext } from './render-context';
import { type RequestInput, requestInputsOf } from './request-inputs';
import {
  collectedCss,
  createStyleCollector,
  type RenderPosition,
  renderTimeClasses,
  type StyleCollector,
} from './style-collector';

/** Shown in place of a template part or pattern that would include itself. */
export const RECURSION_MESSAGE = 'Block cannot be rendered inside itself.';

interface RenderSession {
  registry: BlockRegistry;
  blockNames: Set<string>;
  styles: StyleCollector;
  queries: Map<string, Promise<PostQueryResult>>;
  /** What the blocks rendered in this session read of the request. */
  inputs: Set<RequestInput>;
  /** Whether one of them may read anything (a dynamic block that declares nothing). */
  readsAnything: boolean;
}

function noteInputs(session: RenderSession, inputs: readonly RequestInput[] | null): void {
  if (inputs === null) session.readsAnything = true;
  else for (const input of inputs) session.inputs.add(input);
}

function providedContext(
  blockType: BlockType,
  attributes: BlockAttributes,
  context: RenderContext,
): RenderContext {
  if (blockType.providesContext === undefined) return context;
  const blockContext = { ...context.blockContext };
  for (const [key, attribute] of Object.entries(blockType.providesContext)) {
    blockContext[key] = attributes[attribute];
  }
  return { ...context, blockContext };
}

/**
 * The attributes of each block node of a shared tree (a template, part or pattern parsed once per
 * site content version), by node: sourcing them from the saved HTML is the costliest step of a
 * render, and a node's attributes depend on nothing but the node and its block type. Kept frozen,
 * as every render of the node shares them; a tree parsed for one render leaves with its nodes.
 */
const attributesOfNodes = new WeakMap<
  BlockNode,
  { blockType: BlockType; attributes: BlockAttributes }
>();

function nodeAttributes(blockType: BlockType, node: BlockNode): BlockAttributes {
  const kept = attributesOfNodes.get(node);
  if (kept !== undefined && kept.blockType === blockType) return kept.attributes;
  // Static blocks print their saved HTML, so only their comment attributes matter here.
  const attributes = Object.freeze(
    getBlockAttributes(blockType, node.innerHTML, node.attributes, {
      sourced: blockType.render !== undefined,
    }),
  );
  attributesOfNodes.set(node, { blockType, attributes });
  return attributes;
}

/**
 * Renders blocks at `depth` as children of `position` (a block's position and, for blocks that
 * render several lists, the number of the call that asked for this one).
 */
function renderChildren(
  session: RenderSession,
  blocks: readonly BlockNode[],
  context: RenderContext,
  depth: number,
  position: RenderPosition,
): Promise<string[]> {
  return Promise.all(
    blocks.map((block, index) => renderNode(session, block, context, depth, [...position, index])),
  );
}

/** Renders a node's inner blocks (one level below `depth`, the node's own) within its HTML. */
async function renderInnerContent(
  session: RenderSession,
  node: BlockNode,
  context: RenderContext,
  depth: number,
  position: RenderPosition,
): Promise<string> {
  const rendered = await renderChildren(session, node.innerBlocks, context, depth + 1, position);
  let html = '';
  let next = 0;
  for (const part of node.innerContent) {
    if (part !== null) {
      html += part;
      continue;
    }
    html += rendered[next] ?? '';
    next += 1;
  }
  return html;
}

function renderArguments(
  session: RenderSession,
  node: BlockNode,
  blockType: BlockType,
  attributes: BlockAttributes,
  context: RenderContext,
  depth: number,
  position: RenderPosition,
): RenderArguments {
  // Each call renders children of their own: a post template renders its inner blocks per post.
  let calls = 0;
  const childPosition = () => {
    calls += 1;
    return [...position, calls];
  };
  return {
    attributes,
    block: node,
    blockType,
    context,
    renderInner: (overrides) =>
      renderInnerContent(session, node, { ...context, ...overrides }, depth, childPosition()),
    renderBlocks: async (blocks, overrides) =>
      (
        await renderChildren(
          session,
          blocks,
          { ...context, ...overrides },
          depth + 1,
          childPosition(),
        )
      ).join(''),
    queryPosts(query: PostQuery) {
      const key = JSON.stringify(query);
      let result = session.queries.get(key);
      if (result === undefined) {
        result = context.lookups.queryPosts(query);
        session.queries.set(key, result);
      }
      return result;
    },
    async guard(key, run) {
      const stack = context.renderStack ?? [];
      if (stack.includes(key)) return RECURSION_MESSAGE;
      return run({ ...context, renderStack: [...stack, key] });
    },
  };
}

/**
 * Renders one block at `depth` (1 at the top) and `position` in the document. Past
 * `MAX_BLOCK_DEPTH` (counting the blocks that template parts, patterns and post content bring in)
 * nothing is rendered: a tree nested that deep was never written by the editor, and rendering it
 * must not take the page down. With a fragment cache, a template's own blocks, parts, patterns
 * and post content are kept as fragments (`renderFragment`).
 */
async function renderNode(
  session: RenderSession,
  node: BlockNode,
  context: RenderContext,
  depth: number,
  position: RenderPosition,
): Promise<string> {
  if (depth > MAX_BLOCK_DEPTH) return '';
  if (node.name === null) return node.innerHTML;
  const blockType = session.registry.get(node.name);
  if (blockType === undefined) {
    session.blockNames.add(node.name);
    return renderInnerContent(session, node, context, depth, [...position, 0]);
  }
  const cache = context.fragments;
  if (cache !== undefined && (depth === 1 || FRAGMENT_BLOCKS.has(node.name))) {
    return (await renderFragment(session, cache, node, blockType, context, depth, position)).html;
  }
  return renderBlock(session, node, blockType, context, depth, position);
}

/** Renders a known block: its `render`, or its saved HTML with its inner blocks rendered. */
async function renderBlock(
  session: RenderSession,
  node: BlockNode,
  blockType: BlockType,
  context: RenderContext,
  depth: number,
  position: RenderPosition,
): Promise<string> {
  session.blockNames.add(blockType.name);
  noteInputs(session, requestInputsOf(blockType));
  const attributes = nodeAttributes(blockType, node);
  const inner = providedContext(blockType, attributes, context);
  const layout = renderTimeClasses(session.styles, position, blockType, attributes, {
    rootPaddingAware: context.site.rootPaddingAware,
  });
  const html =
    blockType.render === undefined
      ? await renderInnerContent(session, node, inner, depth, [...position, 0])
      : await blockType.render(
          renderArguments(session, node, blockType, attributes, inner, depth, position),
        );
  const withLayout = addClassesToInnerWrapper(html, layout.layout, innerWrapperClass(node));
  const added = blockType.render === undefined ? blockType.renderedClassName : undefined;
  return addClassesToFirstTag(
    fluidCustomFontSize(withLayout, attributes, context.site.themeSettings),
    added === undefined ? layout.wrapper : [added, ...layout.wrapper],
  );
}

/** Adds a fragment's CSS rules, block names and request inputs to the session around it. */
function addFragment(
  session: RenderSession,
  fragment: RenderedFragment,
  inputs: readonly RequestInput[] | null,
): void {
  session.styles.rules.push(...fragment.rules);
  for (const name of fragment.blockNames) session.blockNames.add(name);
  noteInputs(session, inputs);
}

/**
 * Renders a block whose output the cache keeps: the fragment rendered at the same place for the
 * same values of what its blocks read of the request (the current post, the main query, the
 * visitor), else a new render, kept unless one of its blocks may read anything. The inputs a
 * place reads are learned from its renders (their union): blocks only take another branch when
 * a value they read differs, so equal values of the inputs give the same bytes. A kept fragment
 * is the same object on every render that uses it (its keeper may hang what it derives on it).
 */
async function renderFragment(
  session: RenderSession,
  cache: FragmentCache,
  node: BlockNode,
  blockType: BlockType,
  context: RenderContext,
  depth: number,
  position: RenderPosition,
): Promise<RenderedFragment> {
  const place = fragmentPlace(node, depth, position, context);
  const known = cache.store.get(place);
  const knownInputs = known?.kind === 'inputs' ? known.inputs : undefined;
  if (knownInputs !== undefined && knownInputs !== null) {
    const kept = cache.store.get(fragmentKey(place, knownInputs, context, cache.visitor));
    if (kept?.kind === 'fragment') {
      addFragment(session, kept.fragment, knownInputs);
      return kept.fragment;
    }
  }
  const own: RenderSession = {
    ...session,
    blockNames: new Set(),
    styles: createStyleCollector(),
    inputs: new Set(),
    readsAnything: false,
  };
  const html = await renderBlock(own, node, blockType, context, depth, position);
  const fragment: RenderedFragment = {
    html,
    rules: own.styles.rules,
    blockNames: [...own.blockNames],
  };
  const read = own.readsAnything ? null : [...own.inputs].sort();
  addFragment(session, fragment, read);
  if (knownInputs === null) return fragment;
  const inputs = unionInputs(knownInputs ?? [], read);
  cache.store.set(place, { kind: 'inputs', inputs });
  if (inputs !== null) {
    cache.store.set(fragmentKey(place, inputs, context, cache.visitor), {
      kind: 'fragment',
      fragment,
    });
  }
  return fragment;
}

/**
 * What a block at the top of a tree rendered to: with a fragment cache, the fragment of a known
 * block (a kept one is the same object on every render that reuses it); otherwise, and for
 * free-form HTML and unknown blocks, its HTML.
 */
export type RenderedPiece = string | RenderedFragment;

/** The HTML of a piece. */
export function pieceHtml(piece: RenderedPiece): string {
  return typeof piece === 'string' ? piece : piece.html;
}

/** The blocks at the top of a tree rendered one by one, and the CSS and block names of all. */
export interface RenderedPieces {
  /** One per top-level block, in document order: their HTML joined is the page's. */
  pieces: RenderedPiece[];
  /** As {@link RenderResult.css}. */
  css: string;
  /** As {@link RenderResult.blockNames} (shared by the pages made of the same fragments). */
  blockNames: readonly string[];
}

/** HTML and the CSS its render-time classes need. */
export interface RenderResult {
  html: string;
  /**
   * Rules for the `wp-container-*`, `wp-elements-*` and `wp-duotone-*` classes in `html`; put
   * them in a `<style>` in the head.
   */
  css: string;
  /** Names of every block rendered, looked-up content included (for `blockLibraryCss`). */
  blockNames: string[];
}

/**
 * Renders a block tree to HTML with the CSS it generated (layout, element colours, duotone; every
 * `<` in it written as `\3c `, so it is safe inside `<style>`). Static blocks print their saved
 * HTML (with inner blocks rendered), dynamic blocks run `render` with the context, unknown blocks
 * print their saved HTML, and a template part or pattern that includes itself prints
 * `RECURSION_MESSAGE` the second time.
 */
export async function renderWithStyles(
  blocks: readonly BlockNode[],
  context: RenderContext,
): Promise<RenderResult> {
  const { pieces, css, blockNames } = await renderPieces(blocks, context);
  return { html: pieces.map(pieceHtml).join(''), css, blockNames: [...blockNames] };
}

/**
 * As {@link renderWithStyles}, the HTML left in pieces, one per top-level block: a page writer
 * can keep what it derives from a kept fragment (its bytes, what it needs on the page) instead of
 * reading the whole page again.
 */
export async function renderPieces(
  blocks: readonly BlockNode[],
  context: RenderContext,
): Promise<RenderedPieces> {
  const session: RenderSession = {
    registry: context.registry,
    blockNames: new Set(),
    styles: createStyleCollector(),
    queries: new Map(),
    inputs: new Set(),
    readsAnything: false,
  };
  const cache = context.fragments;
  const pieces = await Promise.all(
    blocks.map((node, index): Promise<RenderedPiece> => {
      const blockType = node.name === null ? undefined : session.registry.get(node.name);
      return cache !== undefined && blockType !== undefined
        ? renderFragment(session, cache, node, blockType, context, 1, [index])
        : renderNode(session, node, context, 1, [index]);
    }),
  );
  const make = (): PageStyles => ({
    css: escapeStyleText(collectedCss(session.styles)),
    blockNames: [...session.blockNames].sort(),
  });
  // Every piece a fragment or free-form text (which has no styles and no block names): the
  // styles are those of the fragments alone, each having added its own.
  const fromFragments =
    cache !== undefined &&
    blocks.every((node) => node.name === null || session.registry.get(node.name) !== undefined);
  const styles = fromFragments
    ? stylesOfFragments(
        pieces.filter((piece) => typeof piece !== 'string'),
        make,
      )
    : make();
  return { pieces, ...styles };
}

/** Renders a block tree to HTML (layout CSS goes in a leading `<style>` when there is any). */
export async function render(
  blocks: readonly BlockNode[],
  context: RenderContext,
): Promise<string> {
  const result = await renderWithStyles(blocks, context);
  return result.css === '' ? result.html : `<style>${result.css}</style>${result.html}`;
}
