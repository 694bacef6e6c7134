import { createElement, Fragment, type ReactNode } from 'react';
import type { EditorBlock } from '../state/editor-block';
import { attributesToProps, joinClasses } from './dom-props';

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

function parseHtml(html: string): DocumentFragment {
  const known = parsed.get(html);
  if (known !== undefined) return known;
  const template = document.createElement('template');
  template.innerHTML = html;
  if (parsed.size >= CACHE_SIZE) parsed.clear();
  parsed.set(html, template.content);
  return template.content;
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
  key: number;
}

function regionFor(element: Element, walk: Walk): RichTextRegion | undefined {
  const { regions = [], renderRegion } = walk.options;
  if (renderRegion === undefined) return undefined;
  return regions.find(
    (region) => !walk.usedRegions.has(region.attribute) && element.matches(region.selector),
  );
}

function convert(node: Node, walk: Walk, isRoot: boolean): ReactNode {
  walk.key += 1;
  const key = walk.key;
  if (node.nodeType === Node.TEXT_NODE) {
    const inTable = node.parentElement?.closest('table') != null;
    return inTable && node.textContent?.trim() === '' ? null : node.textContent;
  }
  if (!(node instanceof Element)) return null;
  const tagName = node.localName;
  if (tagName === SLOT_TAG) return <Fragment key={key}>{walk.options.innerBlocks}</Fragment>;
  let props: Record<string, unknown> = { ...attributesToProps(node.attributes), key };
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
  const children = Array.from(node.childNodes, (child) => convert(child, walk, false));
  return createElement(tagName, props, ...children);
}

/**
 * The block's saved HTML as React elements: the root element gets `rootProps`, the inner blocks go
 * where the grammar put them, and elements holding a rich-text attribute become editable regions.
 * The canvas shows exactly the markup the public site prints.
 */
export function savedHtmlToReact(html: string, options: SavedHtmlOptions): ReactNode {
  const fragment = parseHtml(html);
  const walk: Walk = { options, usedRegions: new Set(), key: 0 };
  let rootDone = false;
  const nodes = Array.from(fragment.childNodes, (child) => {
    const isRoot = !rootDone && child instanceof Element && !NOT_ROOT.has(child.localName);
    if (isRoot) rootDone = true;
    return convert(child, walk, isRoot);
  });
  if (!rootDone) {
    return createElement(
      'div',
      { ...options.rootProps, key: 'root' },
      ...nodes,
      options.innerBlocks,
    );
  }
  return nodes;
}
