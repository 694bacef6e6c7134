import { createBlock, createCoreRegistry } from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import { toEditorTree } from '../../state/editor-block';
import { setColumnCount } from './set-column-count';

describe('setColumnCount', () => {
  const registry = createCoreRegistry();
  const columns = (n: number) =>
    toEditorTree([
      createBlock(
        registry,
        'core/columns',
        {},
        Array.from({ length: n }, () => createBlock(registry, 'core/column')),
      ),
    ]);

  it('adds empty columns and keeps the existing ones', () => {
    const blocks = columns(2);
    const first = blocks[0];
    if (first === undefined) throw new Error('no columns');
    const next = setColumnCount(
      Object.freeze({ blocks, selection: null }),
      { clientId: first.clientId, count: 3 },
      registry,
    );
    const inner = next.blocks[0]?.innerBlocks ?? [];
    expect(inner).toHaveLength(3);
    expect(inner[0]?.clientId).toBe(first.innerBlocks[0]?.clientId);
    expect(inner[2]?.name).toBe('core/column');
  });

  it('drops the last columns and returns the same state when nothing changes', () => {
    const blocks = columns(3);
    const first = blocks[0];
    if (first === undefined) throw new Error('no columns');
    const state = Object.freeze({ blocks, selection: null });
    expect(
      setColumnCount(state, { clientId: first.clientId, count: 1 }, registry).blocks[0]
        ?.innerBlocks,
    ).toHaveLength(1);
    expect(setColumnCount(state, { clientId: first.clientId, count: 3 }, registry)).toBe(state);
  });
});
