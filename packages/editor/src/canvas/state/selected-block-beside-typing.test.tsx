import { blockAttributes } from '@atelier/blocks';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSelectedBlock, useSelectedBlockBesideTyping } from './block-editor-hooks';
import type { BlockEditorStore } from './block-editor-store';
import { registry, renderWithTemplate, TEMPLATE, typeInto } from './hook-test-harness';
import { selectBlock } from './select-block';
import { updateAttributes } from './update-attributes';

const CONTENT = [
  '<!-- wp:paragraph -->\n<p>First</p>\n<!-- /wp:paragraph -->',
  '<!-- wp:paragraph -->\n<p>Second</p>\n<!-- /wp:paragraph -->',
].join('\n\n');

const renders = { beside: 0, live: 0 };

/** Shows what a panel would: the block's alignment and the text it was given. */
function Panel() {
  const selected = useSelectedBlockBesideTyping();
  renders.beside += 1;
  if (selected === null) return <p>Nothing selected</p>;
  const attributes = blockAttributes(registry, selected.block);
  return (
    <p>
      Panel: {String(attributes.content)} / {String(attributes.align ?? 'none')}
    </p>
  );
}

function Panels() {
  return (
    <>
      <Panel />
      <Live />
    </>
  );
}

function Live() {
  useSelectedBlock();
  renders.live += 1;
  return null;
}

function clientIdAt(store: BlockEditorStore, index: number): string {
  return store.stateOf(TEMPLATE).blocks[index]?.clientId ?? '';
}

afterEach(() => {
  cleanup();
  renders.beside = 0;
  renders.live = 0;
});

describe('the selected block beside typing', () => {
  it('does not render again while typing changes only the text', async () => {
    const { store } = await renderWithTemplate(CONTENT, <Panels />);
    const first = clientIdAt(store, 0);
    act(() => store.run(selectBlock, { clientId: first }));
    expect(screen.getByText('Panel: First / none')).toBeDefined();
    const before = { ...renders };

    for (const text of ['First ', 'First w', 'First wo', 'First wor']) typeInto(store, first, text);

    expect(renders.live - before.live).toBe(4);
    expect(renders.beside - before.beside).toBe(0);
    expect(screen.getByText('Panel: First / none')).toBeDefined();
  });

  it('gives the new block for any other change, and for another selection', async () => {
    const { store } = await renderWithTemplate(CONTENT, <Panels />);
    const first = clientIdAt(store, 0);
    act(() => store.run(selectBlock, { clientId: first }));
    typeInto(store, first, 'First typed');

    act(() => {
      store.run(updateAttributes, { clientId: first, attributes: { align: 'center' } }, TEMPLATE);
    });
    expect(screen.getByText('Panel: First typed / center')).toBeDefined();

    typeInto(store, first, 'First typed on');
    expect(screen.getByText('Panel: First typed / center')).toBeDefined();

    act(() => store.run(selectBlock, { clientId: clientIdAt(store, 1) }));
    expect(screen.getByText('Panel: Second / none')).toBeDefined();
  });

  it('follows undo and redo of a change other than typing', async () => {
    const { store, entityStore } = await renderWithTemplate(CONTENT, <Panels />);
    const first = clientIdAt(store, 0);
    act(() => store.run(selectBlock, { clientId: first }));
    act(() => {
      store.run(updateAttributes, { clientId: first, attributes: { align: 'right' } }, TEMPLATE);
    });
    typeInto(store, first, 'First typed');
    expect(screen.getByText('Panel: First / right')).toBeDefined();

    act(() => entityStore.undo());
    expect(screen.getByText('Panel: First / right')).toBeDefined();
    act(() => entityStore.undo());
    expect(screen.getByText('Panel: First / none')).toBeDefined();
    act(() => entityStore.redo());
    expect(screen.getByText('Panel: First / right')).toBeDefined();
  });
});
