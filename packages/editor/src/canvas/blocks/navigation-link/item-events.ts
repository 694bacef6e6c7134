import type { KeyboardEvent } from 'react';
import { isHtmlElement, isNode } from '../../interaction/dom-blocks';

/**
 * Enter in a menu item's label neither splits the item nor breaks the line (a label is one
 * line); the key stops here, before the rich text and the canvas see it. Enter on the item
 * itself (navigation mode) is left to the canvas. Clicks on the item's link never navigate: the
 * canvas keeps links from being followed.
 */
export function keepLabelOnOneLine(event: KeyboardEvent<HTMLElement>): void {
  const target = event.target;
  if (event.key !== 'Enter' || !isNode(target) || !isHtmlElement(target)) return;
  if (!target.isContentEditable) return;
  event.preventDefault();
  event.stopPropagation();
}
