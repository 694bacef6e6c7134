import type { BlockNode } from '@atelier/blocks';
import { blockMarkup } from './blocks-content';

/**
 * Whether a block tree serialises to a content string, found without serialising the tree: a
 * `blocks` edit is compared with the record's content after every keystroke (the dirty flag), and
 * joining and comparing the whole document each time grew with its size.
 */

interface Match {
  readonly content: string;
  /** How many of the tree's leading entries' markup the content holds, one after the other. */
  readonly entries: number;
  /** Where in the content the markup of those entries ends. */
  readonly end: number;
}

const matches = new WeakMap<readonly BlockNode[], Match>();

/**
 * The leading entries of `tree` whose markup starts `content`. With `earlier`, a tree matched
 * before against the same content (the record's previous edit), the entries both trees share at
 * the start (the same objects) are known to match where they did: only the entries from the
 * first one that differs are read, so typing in one block reads that block's markup alone.
 */
function matchOf(
  tree: readonly BlockNode[],
  content: string,
  earlier: readonly BlockNode[] | undefined,
): Match {
  const known = earlier === undefined ? undefined : matches.get(earlier);
  let entries = 0;
  let end = 0;
  if (earlier !== undefined && known !== undefined && known.content === content) {
    const limit = Math.min(known.entries, tree.length, earlier.length);
    let shared = 0;
    while (shared < limit && tree[shared] === earlier[shared]) shared += 1;
    end = known.end;
    // Step back from where the earlier tree stopped matching to the first entry that differs.
    for (let index = shared; index < known.entries; index += 1) {
      const entry = earlier[index];
      if (entry !== undefined) end -= blockMarkup(entry).length;
    }
    entries = shared;
  }
  for (; entries < tree.length; entries += 1) {
    const entry = tree[entries];
    const markup = entry === undefined ? '' : blockMarkup(entry);
    if (entry === undefined || !content.startsWith(markup, end)) break;
    end += markup.length;
  }
  return { content, entries, end };
}

/**
 * Whether `tree`'s markup (what `serializeBlocks` gives) is exactly `content`. `earlier` is a tree
 * matched against content before (any tree; it saves work when it shares blocks with `tree`).
 */
export function treeMatchesContent(
  tree: readonly BlockNode[],
  content: string,
  earlier?: readonly BlockNode[],
): boolean {
  let match = matches.get(tree);
  if (match?.content !== content) {
    match = matchOf(tree, content, earlier);
    matches.set(tree, match);
  }
  return match.entries === tree.length && match.end === content.length;
}
