import { createCoreRegistry } from '@atelier/blocks';
import { createMemoryContext } from '@atelier/blocks/testing';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEntityStore } from '../../data/entities/entity-store';
import type { RecordRef } from '../../data/entities/store-state';
import { createFakeRest } from '../../data/fake-rest';
import { EditorTestProviders, testBootstrap } from '../../testing/EditorTestProviders';
import { PreviewContextProvider } from '../preview/PreviewContext';
import { BlockEditorProvider } from '../state/BlockEditorContext';
import { createBlockEditorStore } from '../state/block-editor-store';
import { CanvasUiProvider } from '../ui/CanvasUiContext';
import { createCanvasUiStore } from '../ui/canvas-ui-store';
import { RootBlockList } from './RootBlockList';

const TEMPLATE: RecordRef = { kind: 'postType', name: 'wp_template', id: 'loom//custom' };

const CONTENT = [
  '<!-- wp:paragraph -->\n<p>Before the broken block</p>\n<!-- /wp:paragraph -->',
  '<!-- wp:group {"layout":{"type":"constrained"}} -->',
  '<div class="wp-block-group"><!-- wp:acme/broken /--></div>',
  '<!-- /wp:group -->',
  '<!-- wp:paragraph -->\n<p>After the broken block</p>\n<!-- /wp:paragraph -->',
].join('\n\n');

async function renderTemplate() {
  // A block type whose code throws whenever it draws (a plugin block with a bug).
  const registry = createCoreRegistry();
  registry.register({
    name: 'acme/broken',
    title: 'Broken',
    category: 'widgets',
    attributes: {},
    save: () => {
      throw new Error('acme/broken cannot draw');
    },
  });
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
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a block whose editing UI crashes', () => {
  it("shows WordPress's block message in its place while the rest stays editable", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderTemplate();

    const warning = await screen.findByRole('alert');
    expect(warning.textContent).toBe(
      'This block has encountered an error and cannot be previewed.',
    );
    // Still a block: selectable and listed under its name, inside its group.
    const broken = warning.closest('[data-block]');
    expect(broken?.getAttribute('data-type')).toBe('acme/broken');
    expect(broken?.getAttribute('aria-label')).toBe('Block: Broken');
    expect(broken?.parentElement?.closest('[data-type="core/group"]')).not.toBeNull();

    for (const text of ['Before the broken block', 'After the broken block']) {
      const paragraph = screen.getByText(text);
      expect(paragraph.getAttribute('contenteditable')).toBe('true');
    }
    expect(screen.queryByText('The editor has encountered an unexpected error.')).toBeNull();
  });
});
