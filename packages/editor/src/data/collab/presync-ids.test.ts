import { type BlockNode, parse } from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import { earlierTree, withDocumentIds } from './presync-ids';

const paragraph = (text: string) => `<!-- wp:paragraph -->\n<p>${text}</p>\n<!-- /wp:paragraph -->`;
const group = (inner: string) => `<!-- wp:group -->\n<div>${inner}</div>\n<!-- /wp:group -->`;

/** A tree with ids, as the document gives them (`d1`, `d2`… in reading order). */
function withIds(blocks: readonly BlockNode[], prefix: string, next = { n: 0 }): BlockNode[] {
  return blocks.map((block) => {
    if (block.name === null) return block;
    next.n += 1;
    const clientId = `${prefix}${next.n}`;
    return { ...block, clientId, innerBlocks: withIds(block.innerBlocks, prefix, next) };
  });
}

const idsOf = (blocks: readonly BlockNode[]): unknown[] =>
  blocks
    .filter((block) => block.name !== null)
    .map((block) => {
      const id = (block as BlockNode & { clientId?: unknown }).clientId;
      return block.innerBlocks.length === 0 ? id : [id, idsOf(block.innerBlocks)];
    });

describe('withDocumentIds', () => {
  const made = parse([paragraph('One'), group(paragraph('Inner')), paragraph('Two')].join('\n\n'));
  const inDocument = withIds(made, 'd');
  const earlier = earlierTree(made, inDocument);

  it('gives a step’s tree with no ids the document’s ids by place and name, inner blocks too', () => {
    expect(idsOf(withDocumentIds(made, earlier))).toEqual(['d1', ['d2', ['d3']], 'd4']);
  });

  it('pairs the common start and end of a list of another length; the rest gets ids of its own', () => {
    const [one, , , , two] = made;
    if (one === undefined || two === undefined)
      throw new Error('three blocks, blank lines between');
    const shorter = [one, two];
    expect(idsOf(withDocumentIds(shorter, earlier))).toEqual(['d1', 'd4']);
    const extra = parse(paragraph('Extra'))[0] as BlockNode;
    const longer = [one, extra, ...made.slice(1)];
    const renamed = idsOf(withDocumentIds(longer, earlier));
    expect(renamed).toEqual(['d1', expect.stringMatching(/^before-sync-/), ['d2', ['d3']], 'd4']);
    expect(idsOf(withDocumentIds(longer, earlier))[1]).toBe(renamed[1]);
  });

  it('does not pair blocks of another name, nor follow them inside', () => {
    const swapped = parse(
      [group(paragraph('Inner')), paragraph('One'), paragraph('Two')].join('\n\n'),
    );
    const ids = idsOf(withDocumentIds(swapped, earlier));
    expect(ids[2]).toBe('d4');
    expect(JSON.stringify(ids.slice(0, 2))).not.toMatch(/"d[123]"/);
  });
});
