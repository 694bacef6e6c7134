import { createCoreRegistry } from '@atelier/blocks';
import { createMemoryContext } from '@atelier/blocks/testing';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createEntityStore } from '../../data/entities/entity-store';
import type { RecordRef } from '../../data/entities/store-state';
import { createFakeRest, type FakeHandler } from '../../data/fake-rest';
import { EditorTestProviders, testBootstrap } from '../../testing/EditorTestProviders';
import { RootBlockList } from '../block-list/RootBlockList';
import { PreviewContextProvider } from '../preview/PreviewContext';
import { BlockEditorProvider } from '../state/BlockEditorContext';
import { createBlockEditorStore } from '../state/block-editor-store';
import { CanvasUiProvider } from '../ui/CanvasUiContext';
import { createCanvasUiStore } from '../ui/canvas-ui-store';

const PAGE: RecordRef = { kind: 'postType', name: 'page', id: '12' };

const TEMPLATE_CONTENT = [
  '<!-- wp:heading -->',
  '<h2 class="wp-block-heading">Locked words</h2>',
  '<!-- /wp:heading -->',
  '',
  '<!-- wp:group {"tagName":"main"} -->',
  '<main class="wp-block-group"><!-- wp:post-content /--></main>',
  '<!-- /wp:group -->',
].join('\n');

const PAGE_RECORD = {
  id: 12,
  type: 'page',
  slug: 'visit',
  template: '',
  title: { raw: 'Visit us', rendered: 'Visit us' },
  content: { raw: '<!-- wp:paragraph -->\n<p>Open every day.</p>\n<!-- /wp:paragraph -->' },
};

async function setUp(templates: unknown[]) {
  const handlers: Record<string, FakeHandler> = {
    'GET /wp/v2/pages/12': () => ({ body: PAGE_RECORD }),
    'GET /wp/v2/settings': () => ({ body: { show_on_front: 'posts' } }),
    'GET /wp/v2/templates': () => ({ body: templates }),
    'GET /wp/v2/templates/loom//page': () => ({
      body: { id: 'loom//page', slug: 'page', content: { raw: TEMPLATE_CONTENT } },
    }),
  };
  const rest = createFakeRest(handlers);
  const entityStore = createEntityStore({ client: rest.client });
  await entityStore.resolveRecord(PAGE);
  const store = createBlockEditorStore({
    entityStore,
    registry: createCoreRegistry(),
    rootRef: PAGE,
  });
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
}

afterEach(cleanup);

describe('a page drawn inside its template', () => {
  it("locks and dims the template's blocks and keeps the page's blocks editable", async () => {
    await setUp([{ id: 'loom//page', slug: 'page' }]);
    const locked = await screen.findByText('Locked words');
    expect(locked.closest('[data-block]')).toBeNull();
    expect(locked.getAttribute('contenteditable')).toBeNull();
    expect(locked.closest('.is-template-dimmed')).not.toBeNull();

    const paragraph = await screen.findByRole('document', { name: 'Block: Paragraph' });
    expect(paragraph.textContent).toBe('Open every day.');
    expect(paragraph.getAttribute('contenteditable')).toBe('true');
    expect(paragraph.closest('.is-template-dimmed')).toBeNull();
    // The page's blocks sit in the post content wrapper, inside the template's main group.
    expect(paragraph.closest('main .wp-block-post-content')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Add default block' })).toBeTruthy();
  });

  it("draws the page's blocks alone when the theme has no template for it", async () => {
    await setUp([]);
    const paragraph = await screen.findByRole('document', { name: 'Block: Paragraph' });
    expect(paragraph.textContent).toBe('Open every day.');
    await waitFor(() => expect(screen.queryByText('Locked words')).toBeNull());
    expect(paragraph.closest('.wp-block-post-content')).toBeNull();
  });
});
