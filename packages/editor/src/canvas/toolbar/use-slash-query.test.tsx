import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BlockEditorStore } from '../state/block-editor-store';
import { renderWithTemplate, TEMPLATE, typeInto } from '../state/hook-test-harness';
import { selectBlock } from '../state/select-block';
import { useSlashQuery } from './use-slash-query';

const CONTENT = [
  '<!-- wp:paragraph -->\n<p>First</p>\n<!-- /wp:paragraph -->',
  '<!-- wp:heading -->\n<h2 class="wp-block-heading">Title</h2>\n<!-- /wp:heading -->',
  '<!-- wp:paragraph -->\n<p>/quote</p>\n<!-- /wp:paragraph -->',
].join('\n\n');

let renders = 0;

function Query() {
  const target = useSlashQuery();
  renders += 1;
  return <p>Query: {target === null ? 'none' : `"${target.query}"`}</p>;
}

function clientIdAt(store: BlockEditorStore, index: number): string {
  return store.stateOf(TEMPLATE).blocks[index]?.clientId ?? '';
}

afterEach(() => {
  cleanup();
  renders = 0;
});

describe('the slash query of the selected block', () => {
  it('does not render again while typing types no slash query', async () => {
    const { store } = await renderWithTemplate(CONTENT, <Query />);
    const first = clientIdAt(store, 0);
    act(() => store.run(selectBlock, { clientId: first }));
    expect(screen.getByText('Query: none')).toBeDefined();
    const before = renders;

    for (const text of ['First ', 'First w', 'First wo', 'First a/b']) typeInto(store, first, text);

    expect(renders).toBe(before);
    expect(screen.getByText('Query: none')).toBeDefined();
  });

  it('gives the text after a slash typed in an emptied paragraph, then none again', async () => {
    const { store } = await renderWithTemplate(CONTENT, <Query />);
    const first = clientIdAt(store, 0);
    act(() => store.run(selectBlock, { clientId: first }));
    typeInto(store, first, '');

    typeInto(store, first, '/');
    expect(screen.getByText('Query: ""')).toBeDefined();
    typeInto(store, first, '/he');
    expect(screen.getByText('Query: "he"')).toBeDefined();
    typeInto(store, first, '/he ');
    expect(screen.getByText('Query: none')).toBeDefined();
  });

  it('follows the selection, and leaves blocks without the slash inserter out', async () => {
    const { store } = await renderWithTemplate(CONTENT, <Query />);
    const heading = clientIdAt(store, 1);
    act(() => store.run(selectBlock, { clientId: clientIdAt(store, 2) }));
    expect(screen.getByText('Query: "quote"')).toBeDefined();

    act(() => store.run(selectBlock, { clientId: heading }));
    expect(screen.getByText('Query: none')).toBeDefined();
    typeInto(store, heading, '/he');
    expect(screen.getByText('Query: none')).toBeDefined();
  });
});
