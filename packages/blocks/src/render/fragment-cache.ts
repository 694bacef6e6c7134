import type { BlockNode } from '../grammar/block-node';
import type { RenderContext } from './render-context';
import type { RequestInput } from './request-inputs';
import type { RenderPosition } from './style-collector';

/**
 * Blocks whose rendered output is kept as a fragment wherever they stand: looked-up content
 * (template parts, theme and synced patterns) and a post's content. Every block at the top of
 * the rendered tree (a template's own blocks) is kept as one too.
 */
export const FRAGMENT_BLOCKS: ReadonlySet<string> = new Set([
  'core/template-part',
  'core/pattern',
  'core/block',
  'core/post-content',
]);

/** One block rendered: its HTML and what the page needs besides it. */
export interface RenderedFragment {
  html: string;
  /** The CSS rules of its render-time classes, with their places in the document. */
  rules: readonly { position: RenderPosition; css: string }[];
  /** Names of every block rendered inside it, itself included. */
  blockNames: readonly string[];
}

/**
 * What is kept for a place in a tree: what the blocks rendered there read of the request
 * (`null`: anything, never kept), or the fragment rendered for some values of those inputs.
 */
export type FragmentEntry =
  | { kind: 'inputs'; inputs: readonly RequestInput[] | null }
  | { kind: 'fragment'; fragment: RenderedFragment };

/**
 * Rendered fragments kept across renders. The keeper decides their lifetime: everything a
 * fragment reads besides its tree and its request inputs (stored content, settings, styles, the
 * site address, what the viewer may see) must be the same for every render given the same
 * store — the server keeps one store per site content version and viewer.
 */
export interface FragmentStore {
  get(key: string): FragmentEntry | undefined;
  set(key: string, entry: FragmentEntry): void;
}

/** The fragment store of a render and the `visitor` input's value (who looks, at which URL). */
export interface FragmentCache {
  store: FragmentStore;
  visitor: string;
}

let nextNodeNumber = 1;
const nodeNumbers = new WeakMap<BlockNode, number>();

/** A number per node object: trees kept per content version give their nodes one each. */
function nodeNumber(node: BlockNode): number {
  let number = nodeNumbers.get(node);
  if (number === undefined) {
    number = nextNodeNumber;
    nextNodeNumber += 1;
    nodeNumbers.set(node, number);
  }
  return number;
}

/**
 * Where a node renders: the node itself, its depth, its position in the document (render-time
 * classes and the order of their CSS depend on it) and the parts, patterns and posts around it
 * (a block inside itself renders the recursion message).
 */
export function fragmentPlace(
  node: BlockNode,
  depth: number,
  position: RenderPosition,
  context: RenderContext,
): string {
  return `${nodeNumber(node)}|${depth}|${position.join('.')}|${(context.renderStack ?? []).join('\u0000')}`;
}

/**
 * JSON of the request's objects that fragment keys hold, written once per object: a page's
 * fragments share its main query and, mostly, its block context. These objects are made whole and
 * never changed afterwards (a block providing context makes a new one).
 */
const serialised = new WeakMap<object, string>();

function json(value: object | undefined): string {
  if (value === undefined) return 'null';
  let text = serialised.get(value);
  if (text === undefined) {
    text = JSON.stringify(value);
    serialised.set(value, text);
  }
  return text;
}

const INPUT_VALUES: Record<RequestInput, (context: RenderContext, visitor: string) => string> = {
  // Each part is JSON, so the joined parts read back one way only.
  post: (context) =>
    `${context.post?.id ?? null},${JSON.stringify(context.post?.type ?? null)},${json(context.blockContext)}`,
  'main-query': (context) => json(context.mainQuery),
  visitor: (_context, visitor) => visitor,
};

/** The key of the fragment rendered at `place` for this request's values of `inputs`. */
export function fragmentKey(
  place: string,
  inputs: readonly RequestInput[],
  context: RenderContext,
  visitor: string,
): string {
  return `${place}\n${inputs.map((input) => `${input}=${INPUT_VALUES[input](context, visitor)}`).join('\n')}`;
}

/** The inputs of both lists, in one order (`null`, anything, wins). */
export function unionInputs(
  a: readonly RequestInput[] | null,
  b: readonly RequestInput[] | null,
): readonly RequestInput[] | null {
  if (a === null || b === null) return null;
  return [...new Set([...a, ...b])].sort();
}
