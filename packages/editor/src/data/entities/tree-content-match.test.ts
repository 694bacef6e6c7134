import { type BlockNode, parse } from '@atelier/blocks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serializeBlocks } from './blocks-content';
import { treeMatchesContent } from './tree-content-match';

const paragraph = (text: string) => `<!-- wp:paragraph -->\n<p>${text}</p>\n<!-- /wp:paragraph -->`;
const CONTENT = Array.from({ length: 40 }, (_, index) => paragraph(`Paragraph ${index}`)).join(
  '\n\n',
);

function block(markup: string): BlockNode {
  const [node] = parse(markup);
  if (node === undefined) throw new Error('No block');
  return node;
}

/** A small deterministic random source, so a failure can be replayed. */
function random(seed: number): () => number {
  let value = seed;
  return () => {
    value = (value * 1103515245 + 12345) % 2147483648;
    return value / 2147483648;
  };
}

afterEach(() => vi.restoreAllMocks());

describe('treeMatchesContent', () => {
  it('answers what comparing the serialised tree answers, through 400 random edits', () => {
    const stored = parse(CONTENT);
    const next = random(7);
    let tree: readonly BlockNode[] = stored;
    let earlier: readonly BlockNode[] | undefined;
    let clean = 0;
    for (let step = 0; step < 400; step += 1) {
      const at = Math.floor(next() * tree.length);
      const roll = next();
      const copy = [...tree];
      if (roll < 0.45) copy[at] = block(paragraph(`Typed ${step}`));
      else if (roll < 0.75) copy[at] = stored[at] ?? block(paragraph('Past the end'));
      else if (roll < 0.85) copy.splice(at, 1);
      else if (roll < 0.95) copy.splice(at, 0, block(paragraph(`Inserted ${step}`)));
      else copy.splice(0, copy.length, ...stored);
      tree = copy;
      const expected = serializeBlocks(tree) === CONTENT;
      if (expected) clean += 1;
      expect(treeMatchesContent(tree, CONTENT, earlier)).toBe(expected);
      earlier = tree;
    }
    // The walk went back to the stored content now and then, not only away from it.
    expect(clean).toBeGreaterThan(3);
  });

  it('takes the earlier tree as a hint only: one matched against other content is not trusted', () => {
    const stored = parse(CONTENT);
    expect(treeMatchesContent(stored, CONTENT)).toBe(true);
    const other = `${CONTENT}\n\n${paragraph('More')}`;
    const longer = [...stored, ...parse(`\n\n${paragraph('More')}`)];
    expect(treeMatchesContent(longer, other, stored)).toBe(serializeBlocks(longer) === other);
    expect(treeMatchesContent(stored, other, longer)).toBe(false);
    expect(treeMatchesContent(longer, CONTENT, stored)).toBe(false);
  });

  it('reads only the edited block after the first comparison', () => {
    const stored = parse(CONTENT);
    expect(treeMatchesContent(stored, CONTENT)).toBe(true);
    let tree = stored;
    const startsWith = vi.spyOn(String.prototype, 'startsWith');
    for (let key = 0; key < 5; key += 1) {
      const typed = tree.map((node, index) =>
        index === 40 ? block(paragraph(`Paragraph 20${'x'.repeat(key + 1)}`)) : node,
      );
      expect(treeMatchesContent(typed, CONTENT, tree)).toBe(false);
      tree = typed;
    }
    // One markup compared per keystroke (the edited block), of the 79 entries.
    expect(startsWith).toHaveBeenCalledTimes(5);
    startsWith.mockClear();
    const original = stored[40];
    if (original === undefined) throw new Error('No block');
    const restored = tree.map((node, index) => (index === 40 ? original : node));
    expect(treeMatchesContent(restored, CONTENT, tree)).toBe(true);
    expect(startsWith).toHaveBeenCalledTimes(stored.length - 40);
  });
});
