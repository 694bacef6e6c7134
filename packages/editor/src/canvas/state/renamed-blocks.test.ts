import { describe, expect, it } from 'vitest';
import type { EditorBlock } from './editor-block';
import { renamedBlocks } from './renamed-blocks';

function block(clientId: string, name: string | null, inner: EditorBlock[] = []): EditorBlock {
  const innerHTML = name === null ? '\n\n' : '';
  return { clientId, name, attributes: {}, innerBlocks: inner, innerHTML, innerContent: [] };
}

describe('renamedBlocks', () => {
  it('pairs the blocks place by place, inner blocks too, blank lines left out', () => {
    const before = [
      block('s1', 'core/heading'),
      block('s0', null),
      block('s2', 'core/group', [block('s3', 'core/paragraph'), block('s4', 'core/paragraph')]),
    ];
    const after = [
      block('d1', 'core/heading'),
      block('d2', 'core/group', [block('d3', 'core/paragraph'), block('d4', 'core/paragraph')]),
    ];
    expect([...renamedBlocks(before, after)]).toEqual([
      ['s1', 'd1'],
      ['s2', 'd2'],
      ['s3', 'd3'],
      ['s4', 'd4'],
    ]);
  });

  it('does not pair blocks whose names differ, nor follow them inside', () => {
    const before = [block('s1', 'core/group', [block('s2', 'core/paragraph')])];
    const after = [block('d1', 'core/columns', [block('d2', 'core/paragraph')])];
    expect(renamedBlocks(before, after).size).toBe(0);
  });

  it('pairs the common start and end of lists an edit made longer', () => {
    const before = [block('s1', 'core/heading'), block('s2', 'core/paragraph')];
    const after = [
      block('d1', 'core/heading'),
      block('d9', 'core/image'),
      block('d2', 'core/paragraph'),
    ];
    expect(Object.fromEntries(renamedBlocks(before, after))).toEqual({ s1: 'd1', s2: 'd2' });
  });

  it('names no block that kept its id', () => {
    expect(
      renamedBlocks([block('d1', 'core/paragraph')], [block('d1', 'core/paragraph')]).size,
    ).toBe(0);
  });
});
