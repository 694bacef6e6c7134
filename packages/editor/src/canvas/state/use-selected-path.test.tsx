import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BlockEditorStore } from './block-editor-store';
import { renderWithTemplate, TEMPLATE, typeInto } from './hook-test-harness';
import { selectBlock } from './select-block';
import { transformBlocks } from './transform-blocks';
import { useSelectedPath } from './use-selected-path';

const CONTENT = [
  '<!-- wp:paragraph -->\n<p>Top</p>\n<!-- /wp:paragraph -->',
  '<!-- wp:group -->\n<div class="wp-block-group"><!-- wp:paragraph -->\n<p>Inside</p>\n<!-- /wp:paragraph --></div>\n<!-- /wp:group -->',
].join('\n\n');

let renders = 0;

function Path() {
  const path = useSelectedPath();
  renders += 1;
  return <p>Path: {path === null ? 'none' : path.steps.map((step) => step.name).join(' > ')}</p>;
}

function idsOf(store: BlockEditorStore) {
  const [top, group] = store.stateOf(TEMPLATE).blocks;
  return { top: top?.clientId ?? '', inside: group?.innerBlocks[0]?.clientId ?? '' };
}

afterEach(() => {
  cleanup();
  renders = 0;
});

describe('the selected block path', () => {
  it('names the ancestors and the block, and does not render again while typing', async () => {
    const { store } = await renderWithTemplate(CONTENT, <Path />);
    expect(screen.getByText('Path: none')).toBeDefined();
    const { inside } = idsOf(store);
    act(() => store.run(selectBlock, { clientId: inside }));
    expect(screen.getByText('Path: core/group > core/paragraph')).toBeDefined();
    const before = renders;

    for (const text of ['Inside ', 'Inside a', 'Inside an']) typeInto(store, inside, text);

    expect(renders).toBe(before);
  });

  it('follows a change of the block type', async () => {
    const { store } = await renderWithTemplate(CONTENT, <Path />);
    const { top } = idsOf(store);
    act(() => store.run(selectBlock, { clientId: top }));
    expect(screen.getByText('Path: core/paragraph')).toBeDefined();

    act(() => store.run(transformBlocks, { clientIds: [top], name: 'core/heading' }));
    expect(screen.getByText('Path: core/heading')).toBeDefined();
  });
});
