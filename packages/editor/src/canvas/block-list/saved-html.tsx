import { createElement, Fragment, type ReactNode } from 'react';
import { safeFragment } from '../rich-text/safe-html';
import type { EditorBlock } from '../state/editor-block';
import { attributesToProps, joinClasses } from './dom-props';
import type { InnerWrapperClasses } from './layout-classes';

const SLOT_TAG = 'atelier-inner-blocks';
const NOT_ROOT = new Set(['style', 'script', 'link', 'meta']);
const VOID_TAGS = new Set([
  'area',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'source',
  'track',
  'wbr',
]);

/** The block's own HTML with one marker where its inner blocks go (at the first slot). */
export function htmlWithSlot(block: EditorBlock): string {
  let placed = false;
  return block.innerContent
    .map((part) => {
      if (part !== null) return part;
      if (placed) return '';
      placed = true;
      return `<${SLOT_TAG}></${SLOT_TAG}>`;
    })
    .join('');
}

const parsed = new Map<string, DocumentFragment>();
const CACHE_SIZE = 2000;

/** The markup as nodes that cannot run script (stored markup is never trusted in the canvas). */
function parseHtml(html: string): DocumentFragment {
  const known = parsed.get(html);
  if (known !== undefined) return known;
  const fragment = safeFragment(html);
  if (parsed.size >= CACHE_SIZE) parsed.clear();
  parsed.set(html, fragment);
  return fragment;
}

/** A place in the saved HTML edited in place: elements matching `selector` hold `attribute`. */
export interface RichTextRegion {
  attribute: string;
  selector: string;
}

export interface SavedHtmlOptions {
  /** Props merged into the root element (client id, type, selection classes…). */
  rootProps: Record<string, unknown>;
  /** Rendered where the inner blocks go. */
  innerBlocks?: ReactNode;
  /** Classes for the first element below the root that has `wrapperClass` (the layout's place). */
  innerWrapper?: InnerWrapperClasses;
  regions?: readonly RichTextRegion[];
  /** Renders an editable region in place of a matching element. */
  renderRegion?: (
    region: RichTextRegion,
    tagName: string,
    props: Record<string, unknown>,
  ) => ReactNode;
}

interface Walk {
  options: SavedHtmlOptions;
  usedRegions: Set<string>;
  wrapperFound: boolean;
}

function regionFor(element: Element, walk: Walk): RichTextRegion | undefined {
  const { regions = [], renderRegion } = walk.options;
  if (renderRegion === undefined) return undefined;
  return regions.find(
    (region) => !walk.usedRegions.has(region.attribute) && element.matches(region.selector),
  );
}

/**
 * React keys of a node list: an element is keyed by its place among its sibling *elements*, so
 * white space between them (compact markup re-saved with line breaks, CRLF, indentation) never
 * moves an element to another key. A moved key would remount it, and a remounted editable region
 * loses the caret and every keystroke after it.
 */
function convertAll(nodes: NodeListOf<ChildNode>, walk: Walk, rootIndex = -1): ReactNode[] {
  let elementIndex = 0;
  return Array.from(nodes, (child, index) => {
    if (!(child instanceof Element)) return convert(child, walk, false, '');
    elementIndex += 1;
    return convert(child, walk, index === rootIndex, `e${elementIndex}`);
  });
}

function convert(node: Node, walk: Walk, isRoot: boolean, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) {
    const inTable = node.parentElement?.closest('table') != null;
    return inTable && node.textContent?.trim() === '' ? null : node.textContent;
  }
  if (!(node instanceof Element)) return null;
  const tagName = node.localName;
  if (tagName === SLOT_TAG) return <Fragment key={key}>{walk.options.innerBlocks}</Fragment>;
  let props: Record<string, unknown> = { ...attributesToProps(node.attributes), key };
  const wrapper = walk.options.innerWrapper;
  if (
    !isRoot &&
    wrapper !== undefined &&
    !walk.wrapperFound &&
    node.classList.contains(wrapper.wrapperClass)
  ) {
    walk.wrapperFound = true;
    props.className = joinClasses(
      typeof props.className === 'string' ? props.className : undefined,
      ...wrapper.classes,
    );
  }
  if (isRoot) {
    const extra = walk.options.rootProps;
    props = {
      ...props,
      ...extra,
      className: joinClasses(
        typeof props.className === 'string' ? props.className : undefined,
        typeof extra.className === 'string' ? extra.className : undefined,
      ),
    };
  }
  const region = regionFor(node, walk);
  if (region !== undefined && walk.options.renderRegion !== undefined) {
    walk.usedRegions.add(region.attribute);
    return walk.options.renderRegion(region, tagName, props);
  }
  if (VOID_TAGS.has(tagName)) return createElement(tagName, props);
  return createElement(tagName, props, ...convertAll(node.childNodes, walk));
}

/**
 * The block's saved HTML as React elements: the root element gets `rootProps`, the inner blocks go
 * where the grammar put them, and elements holding a rich-text attribute become editable regions.
 * The canvas shows exactly the markup the public site prints.
 */
export function savedHtmlToReact(html: string, options: SavedHtmlOptions): ReactNode {
  const fragment = parseHtml(html);
  const walk: Walk = { options, usedRegions: new Set(), wrapperFound: false };
  const rootIndex = Array.from(fragment.childNodes).findIndex(
    (child) => child instanceof Element && !NOT_ROOT.has(child.localName),
  );
  const nodes = convertAll(fragment.childNodes, walk, rootIndex);
  if (rootIndex === -1) {
    return createElement(
      'div',
      { ...options.rootProps, key: 'root' },
      ...nodes,
      options.innerBlocks,
    );
  }
  return nodes;
}
