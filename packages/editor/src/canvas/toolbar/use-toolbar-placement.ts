import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useEntityStore } from '../../data/entities/EntityStoreContext';
import { blockElement, isHtmlElement } from '../interaction/dom-blocks';
import { placeToolbar, type ToolbarSide, toContainer } from './toolbar-placement';

export interface ToolbarPosition {
  /** In the coordinates of the toolbar's containing box (the canvas body when it is scaled). */
  top: number;
  left: number;
  /** The body's scale (0.45 in zoom-out): the toolbar undoes it to stay at its normal size. */
  scale: number;
  side: ToolbarSide;
  /** The visible canvas's width: a wider toolbar wraps onto a second row rather than be cut off. */
  maxWidth: number;
}

function same(a: ToolbarPosition | null, b: ToolbarPosition): boolean {
  return (
    a !== null &&
    a.top === b.top &&
    a.left === b.left &&
    a.scale === b.scale &&
    a.side === b.side &&
    a.maxWidth === b.maxWidth
  );
}

/** The scale of a transformed body (zoom-out), else 1. */
function bodyScale(doc: Document): number {
  const transform = doc.defaultView?.getComputedStyle(doc.body).transform ?? 'none';
  const match = /^matrix\(([^,]+),/.exec(transform);
  const scale = match === null ? 1 : Number.parseFloat(match[1] ?? '1');
  return Number.isFinite(scale) && scale > 0 ? scale : 1;
}

/** The bottom of the first line of text inside an element, if it has any. */
function firstLineBottom(doc: Document, element: HTMLElement): number | undefined {
  const walker = doc.createTreeWalker(element, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      (node.textContent ?? '').trim() === '' ? NodeFilter.FILTER_SKIP : NodeFilter.FILTER_ACCEPT,
  });
  const text = walker.nextNode();
  if (text === null) return undefined;
  const range = doc.createRange();
  range.selectNodeContents(text);
  const [line] = Array.from(range.getClientRects());
  return line?.bottom;
}

function previousBlock(element: HTMLElement): HTMLElement | null {
  let sibling = element.previousElementSibling;
  while (sibling !== null && !(isHtmlElement(sibling) && sibling.hasAttribute('data-block'))) {
    sibling = sibling.previousElementSibling;
  }
  return isHtmlElement(sibling) ? sibling : null;
}

/**
 * Where the block toolbar goes for a block (see `placeToolbar`); measured again after edits, when
 * the canvas scrolls or resizes, when zoom-out turns on or off and when the toolbar's size changes.
 *
 * A new selection is measured in the next animation frame, not in the commit that selected it:
 * by then every write of that commit is done (the block's outline, focus, the toolbar's content),
 * so the frame's one style and layout pass serves the measure, and the new position is committed
 * at once (`flushSync`) so the frame that paints the selection paints the toolbar beside it.
 */
export function useToolbarPlacement(
  doc: Document,
  clientId: string | undefined,
  toolbar: RefObject<HTMLElement | null>,
): ToolbarPosition | null {
  const entityStore = useEntityStore();
  const [position, setPosition] = useState<ToolbarPosition | null>(null);
  const remeasure = useRef<() => void>(() => undefined);
  // Again when the toolbar appears (it was measured before it had a size) and whenever its own size
  // changes (its content differs by block; zoom-out reduces it) — not after every render: typing
  // re-renders the toolbar, and a forced layout there costs every keystroke.
  const shown = position !== null;
  useLayoutEffect(() => {
    const own = toolbar.current;
    const view = doc.defaultView;
    if (!shown || own === null || view === null) return;
    remeasure.current();
    if (typeof view.ResizeObserver !== 'function') return;
    const resized = new view.ResizeObserver(() => flushSync(() => remeasure.current()));
    resized.observe(own);
    return () => resized.disconnect();
  }, [doc, shown, toolbar]);
  useLayoutEffect(() => {
    const view = doc.defaultView;
    let frame = 0;
    const measure = () => {
      const element = clientId === undefined ? null : blockElement(doc, clientId);
      if (element === null || view === null) {
        setPosition(null);
        return;
      }
      const next = placeFor(doc, view, element, toolbar.current);
      setPosition((before) => (same(before, next) ? before : next));
    };
    // Read once per frame, after the writes; the position is on screen in that same frame.
    const later = () => {
      if (view === null) return;
      view.cancelAnimationFrame(frame);
      frame = view.requestAnimationFrame(() => flushSync(measure));
    };
    remeasure.current = measure;
    later();
    const unsubscribe = entityStore.subscribe(later);
    const classes = new MutationObserver(later);
    classes.observe(doc.documentElement, { attributes: true, attributeFilter: ['class'] });
    classes.observe(doc.body, { attributes: true, attributeFilter: ['class'] });
    view?.addEventListener('resize', later);
    view?.addEventListener('scroll', later);
    return () => {
      remeasure.current = () => undefined;
      unsubscribe();
      classes.disconnect();
      view?.cancelAnimationFrame(frame);
      view?.removeEventListener('resize', later);
      view?.removeEventListener('scroll', later);
    };
  }, [doc, clientId, entityStore, toolbar]);
  return position;
}

/** Reads the geometry of the block, its neighbour, the toolbar and the canvas: layout reads only. */
function placeFor(
  doc: Document,
  view: Window,
  element: HTMLElement,
  own: HTMLElement | null,
): ToolbarPosition {
  const scale = bodyScale(doc);
  const size =
    own === null ? { width: 0, height: 48 } : { width: own.offsetWidth, height: own.offsetHeight };
  const previous = previousBlock(element);
  const width = doc.documentElement.clientWidth;
  const placed = placeToolbar({
    block: element.getBoundingClientRect(),
    toolbar: size,
    viewport: { top: 0, left: 0, right: width, bottom: doc.documentElement.clientHeight },
    firstLineBottom: firstLineBottom(doc, element),
    previous: previous?.getBoundingClientRect(),
    beside: scale < 1,
  });
  // The containing box: the body when it is transformed (zoom-out), else the page.
  const body = doc.body.getBoundingClientRect();
  const origin =
    scale === 1 ? { x: -view.scrollX, y: -view.scrollY } : { x: body.left, y: body.top };
  return {
    ...toContainer(placed, origin, scale),
    scale,
    side: placed.side,
    maxWidth: width,
  };
}
