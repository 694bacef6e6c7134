import { createBlock, createCoreRegistry, serialize } from '@atelier/blocks';
import { createMemoryContext } from '@atelier/blocks/testing';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createEntityStore } from '../../../data/entities/entity-store';
import { getEditedRecord } from '../../../data/entities/selectors';
import type { RecordRef } from '../../../data/entities/store-state';
import { createFakeRest } from '../../../data/fake-rest';
import { EditorTestProviders, testBootstrap } from '../../../testing/EditorTestProviders';
import { RootBlockList } from '../../block-list/RootBlockList';
import { PreviewContextProvider } from '../../preview/PreviewContext';
import { BlockEditorProvider } from '../../state/BlockEditorContext';
import { createBlockEditorStore } from '../../state/block-editor-store';
import { withClientIds } from '../../state/editor-block';
import { insertBlocks } from '../../state/insert-blocks';
import { CanvasUiProvider } from '../../ui/CanvasUiContext';
import { createCanvasUiStore } from '../../ui/canvas-ui-store';

const TEMPLATE: RecordRef = { kind: 'postType', name: 'wp_template', id: 'loom//custom' };

/** Blocks of types this site lacks, one inside the other, with a paragraph it does know. */
const CONTENT = [
  '<!-- wp:x {"mode":"wide"} -->\n<section class="wp-block-x"><!-- wp:paragraph -->\n<p>Known paragraph inside</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:acme/y {"tone":"\\u003cloud\\u003e"} -->\n<div class="acme-y"><span>Text of y</span></div>\n<!-- /wp:acme/y --></section>\n<!-- /wp:x -->',
  '<!-- wp:paragraph -->\n<p>After them</p>\n<!-- /wp:paragraph -->',
].join('\n\n');

async function renderTemplate() {
  const registry = createCoreRegistry();
  const rest = createFakeRest({
    'GET /wp/v2/templates/loom//custom': () => ({
      body: { id: 'loom//custom', slug: 'custom', content: { raw: CONTENT } },
    }),
  });
  const entityStore = createEntityStore({ client: rest.client });
  await entityStore.resolveRecord(TEMPLATE);
  const store = createBlockEditorStore({ entityStore, registry, rootRef: TEMPLATE });
  render(
    <EditorTestProviders bootstrap={testBootstrap()} client={rest.client} store={entityStore}>
      <BlockEditorProvider store={store}>
        <CanvasUiProvider store={createCanvasUiStore()}>
          <PreviewContextProvider value={createMemoryContext({})}>
            <RootBlockList editing />
          </PreviewContextProvider>
        </CanvasUiProvider>
      </BlockEditorProvider>
    </EditorTestProviders>,
  );
  return { entityStore, store, registry };
}

afterEach(cleanup);

describe('a block this site has no type for', () => {
  it("shows WordPress's missing-block notice above its saved HTML and inner blocks", async () => {
    await renderTemplate();
    const outer = await screen.findByText(
      'Your site doesn’t include support for the "core/x" block. You can leave it as-is or remove it.',
    );
    const inner = screen.getByText(
      'Your site doesn’t include support for the "acme/y" block. You can leave it as-is or remove it.',
    );
    const x = outer.closest('[data-block]');
    expect(x?.getAttribute('data-type')).toBe('core/x');
    expect(x?.querySelector('section.wp-block-x')).not.toBeNull();
    expect(inner.closest('[data-block]')?.getAttribute('data-type')).toBe('acme/y');
    expect(inner.closest('[data-type="core/x"]')).toBe(x);
    expect(screen.getByText('Text of y').closest('.acme-y')).not.toBeNull();
    expect(
      screen.getByText('Known paragraph inside').closest('[data-type]')?.getAttribute('data-type'),
    ).toBe('core/paragraph');
  });

  it('is kept byte for byte when the record is edited around it', async () => {
    const { entityStore, store, registry } = await renderTemplate();
    await screen.findByText('Text of y');
    const added = withClientIds(createBlock(registry, 'core/paragraph', { content: 'New' }));
    store.run(insertBlocks, { blocks: [added] });
    const blocks = getEditedRecord(entityStore.getState(), TEMPLATE)?.blocks;
    expect(Array.isArray(blocks) && serialize(blocks)).toBe(
      `${CONTENT}\n\n<!-- wp:paragraph -->\n<p>New</p>\n<!-- /wp:paragraph -->`,
    );
  });
});
