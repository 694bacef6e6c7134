import { useEffect } from 'react';
import { isHtmlElement, isNode } from '../interaction/dom-blocks';

/**
 * Whether an event happened on the template around a page: in a locked block, and not in one of
 * the page's fields or blocks.
 */
export function onLockedTemplate(target: EventTarget | null): boolean {
  if (!isNode(target)) return false;
  const element = isHtmlElement(target) ? target : target.parentElement;
  if (element === null) return false;
  return (
    element.closest('.is-editing-disabled') !== null &&
    element.closest('[data-block], .is-page-field') === null
  );
}

/** Calls `onLocked` when the template around a page is double-clicked in the canvas document. */
export function useLockedDoubleClick(doc: Document | null, onLocked: (() => void) | null): void {
  useEffect(() => {
    if (doc === null || onLocked === null) return;
    const onDoubleClick = (event: MouseEvent) => {
      if (onLockedTemplate(event.target)) onLocked();
    };
    doc.addEventListener('dblclick', onDoubleClick);
    return () => doc.removeEventListener('dblclick', onDoubleClick);
  }, [doc, onLocked]);
}
