import type { BlockNode } from '../grammar/block-node';
import { addClassesToFirstTag } from './first-tag';

const OPENING_TAG = /<[a-zA-Z][a-zA-Z0-9-]*(?:\s[^>]*)?>/g;
const CLASS_VALUE = /\sclass=(?:"([^"]*)"|'([^']*)')/;

function classOf(openingTag: string): string {
  const match = CLASS_VALUE.exec(openingTag);
  return (match?.[1] ?? match?.[2] ?? '').trim();
}

/**
 * The class attribute of the element that wraps a block's inner blocks, as WordPress's layout
 * support guesses it: the last tag with a class in the saved HTML before the first inner block
 * (`wp-block-cover__inner-container` for a cover). Undefined for a block without inner blocks,
 * or when no tag before them has a class.
 */
export function innerWrapperClass(node: Pick<BlockNode, 'innerContent'>): string | undefined {
  const first = node.innerContent[0];
  if (typeof first !== 'string' || node.innerContent.length < 2) return undefined;
  let found: string | undefined;
  for (const tag of first.match(OPENING_TAG) ?? []) {
    const value = classOf(tag);
    if (value !== '') found = value;
  }
  return found;
}

/**
 * Adds layout classes where WordPress's layout support puts them: on the first element of the
 * rendered HTML whose class attribute holds `wrapperClass` (the inner-blocks wrapper), or on the
 * first element when there is no such wrapper. Like WordPress, nothing is added when a wrapper was
 * expected but is no longer in the rendered HTML.
 */
export function addClassesToInnerWrapper(
  html: string,
  classes: readonly string[],
  wrapperClass: string | undefined,
): string {
  if (classes.length === 0 || wrapperClass === undefined) {
    return addClassesToFirstTag(html, classes);
  }
  for (const match of html.matchAll(OPENING_TAG)) {
    if (!classOf(match[0]).includes(wrapperClass)) continue;
    const start = match.index;
    return `${html.slice(0, start)}${addClassesToFirstTag(html.slice(start), classes)}`;
  }
  return html;
}

/**
 * The inner-blocks wrapper's class when that wrapper is an element inside the block's root (a
 * cover's `wp-block-cover__inner-container`); undefined when the root holds its inner blocks
 * itself (a group) or there is no wrapper. The canvas, which draws the root itself, puts the
 * layout classes on this element as the renderer does.
 */
export function nestedInnerWrapperClass(node: Pick<BlockNode, 'innerContent'>): string | undefined {
  const wrapper = innerWrapperClass(node);
  const first = node.innerContent[0];
  if (wrapper === undefined || typeof first !== 'string') return undefined;
  const rootTag = first.match(OPENING_TAG)?.[0];
  return rootTag !== undefined && classOf(rootTag) === wrapper ? undefined : wrapper;
}
