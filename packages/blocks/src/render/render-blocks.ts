import { escapeStyleText } from '@atelier/theme-json';
import { getBlockAttributes } from '../attributes/source-attributes';
import { MAX_BLOCK_DEPTH } from '../grammar/block-depth';
import type { BlockAttributes, BlockNode } from '../grammar/block-node';
import type { BlockType, RenderArguments } from '../registry/block-type';
import type { BlockRegistry } from '../registry/registry';
import { fluidCustomFontSize } from '../supports/typography';
import { addClassesToFirstTag } from './first-tag';
import { addClassesToInnerWrapper, innerWrapperClass } from './inner-wrapper';
import type { PostQuery, PostQueryResult, RenderContext } from './render-context';
import { createStyleCollector, renderTimeClasses, type StyleCollector } from './style-collector';

/** Shown in place of a template part or pattern that would include itself. */
export const RECURSION_MESSAGE = 'Block cannot be rendered inside itself.';

interface RenderSession {
  registry: BlockRegistry;
  blockNames: Set<string>;
  styles: StyleCollector;
  queries: Map<string, Promise<PostQueryResult>>;
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

/** Renders a node's inner blocks (one level below `depth`, the node's own) within its HTML. */
async function renderInnerContent(
  session: RenderSession,
  node: BlockNode,
  context: RenderContext,
  depth: number,
): Promise<string> {
  const rendered = await Promise.all(
    node.innerBlocks.map((inner) => renderNode(session, inner, context, depth + 1)),
  );
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
): RenderArguments {
  return {
    attributes,
    block: node,
    blockType,
    context,
    renderInner: (overrides) =>
      renderInnerContent(session, node, { ...context, ...overrides }, depth),
    renderBlocks: (blocks, overrides) =>
      renderList(session, blocks, { ...context, ...overrides }, depth + 1),
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
 * Renders one block at `depth` (1 at the top). Past `MAX_BLOCK_DEPTH` (counting the blocks that
 * template parts, patterns and post content bring in) nothing is rendered: a tree nested that
 * deep was never written by the editor, and rendering it must not take the page down.
 */
async function renderNode(
  session: RenderSession,
  node: BlockNode,
  context: RenderContext,
  depth: number,
): Promise<string> {
  if (depth > MAX_BLOCK_DEPTH) return '';
  if (node.name === null) return node.innerHTML;
  session.blockNames.add(node.name);
  const blockType = session.registry.get(node.name);
  if (blockType === undefined) return renderInnerContent(session, node, context, depth);
  // Static blocks print their saved HTML, so only their comment attributes matter here.
  const attributes = getBlockAttributes(blockType, node.innerHTML, node.attributes, {
    sourced: blockType.render !== undefined,
  });
  const inner = providedContext(blockType, attributes, context);
  const layout = renderTimeClasses(session.styles, blockType, attributes, {
    rootPaddingAware: context.site.rootPaddingAware,
  });
  const html =
    blockType.render === undefined
      ? await renderInnerContent(session, node, inner, depth)
      : await blockType.render(renderArguments(session, node, blockType, attributes, inner, depth));
  const withLayout = addClassesToInnerWrapper(html, layout.layout, innerWrapperClass(node));
  const added = blockType.render === undefined ? blockType.renderedClassName : undefined;
  return addClassesToFirstTag(
    fluidCustomFontSize(withLayout, attributes, context.site.themeSettings),
    added === undefined ? layout.wrapper : [added, ...layout.wrapper],
  );
}

async function renderList(
  session: RenderSession,
  blocks: readonly BlockNode[],
  context: RenderContext,
  depth: number,
): Promise<string> {
  const parts = await Promise.all(
    blocks.map((block) => renderNode(session, block, context, depth)),
  );
  return parts.join('');
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
  const session: RenderSession = {
    registry: context.registry,
    blockNames: new Set(),
    styles: createStyleCollector(),
    queries: new Map(),
  };
  const html = await renderList(session, blocks, context, 1);
  const css = escapeStyleText(session.styles.css.join('\n'));
  return { html, css, blockNames: [...session.blockNames].sort() };
}

/** Renders a block tree to HTML (layout CSS goes in a leading `<style>` when there is any). */
export async function render(
  blocks: readonly BlockNode[],
  context: RenderContext,
): Promise<string> {
  const result = await renderWithStyles(blocks, context);
  return result.css === '' ? result.html : `<style>${result.css}</style>${result.html}`;
}
