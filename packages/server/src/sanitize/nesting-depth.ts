/**
 * How deep markup nests, measured before it reaches the DOM: jsdom's cost grows with the square
 * of the depth (20,000 levels took minutes), so absurd nesting must be caught by something
 * linear. parse5 is the HTML standard's parser (the one jsdom uses), so no trick of quoting,
 * comments or raw text can make the measured depth differ from the real one.
 */

import { type DefaultTreeAdapterTypes, parseFragment } from 'parse5';

type ParsedNode = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.DocumentFragment;

/** The deepest node of a fragment (elements and text, one level each), walked without recursion. */
export function nestingDepth(html: string): number {
  const stack: [ParsedNode, number][] = [[parseFragment(html), 0]];
  let deepest = 0;
  while (stack.length > 0) {
    const entry = stack.pop();
    if (entry === undefined) break;
    const [node, depth] = entry;
    if (depth > deepest) deepest = depth;
    if ('content' in node) stack.push([node.content, depth]);
    if ('childNodes' in node) {
      for (const child of node.childNodes) stack.push([child, depth + 1]);
    }
  }
  return deepest;
}

/**
 * Whether markup nests deeper than `max`. Markup with at most `max` start tags cannot, so
 * ordinary content is never parsed twice.
 */
export function nestsDeeperThan(html: string, max: number): boolean {
  let startTags = 0;
  for (const _ of html.matchAll(/<[a-zA-Z]/g)) {
    startTags++;
    if (startTags > max) return nestingDepth(html) > max;
  }
  return false;
}
