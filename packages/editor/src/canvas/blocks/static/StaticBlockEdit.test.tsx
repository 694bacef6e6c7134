import { createCoreRegistry } from '@atelier/blocks';
import { createMemoryContext } from '@atelier/blocks/testing';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createEntityStore } from '../../../data/entities/entity-store';
import type { RecordRef } from '../../../data/entities/store-state';
import { createFakeRest } from '../../../data/fake-rest';
import { EditorTestProviders, testBootstrap } from '../../../testing/EditorTestProviders';
import { RootBlockList } from '../../block-list/RootBlockList';
import { PreviewContextProvider } from '../../preview/PreviewContext';
import { BlockEditorProvider } from '../../state/BlockEditorContext';
import { createBlockEditorStore } from '../../state/block-editor-store';
import { CanvasUiProvider } from '../../ui/CanvasUiContext';
import { createCanvasUiStore } from '../../ui/canvas-ui-store';

const TEMPLATE: RecordRef = { kind: 'postType', name: 'wp_template', id: 'loom//custom' };

const HEADING =
  '<!-- wp:heading {"style":{"typography":{"fontSize":"4rem"}}} -->\n<h2 class="wp-block-heading" style="font-size:4rem">Big words</h2>\n<!-- /wp:heading -->';

async function renderHeading(fluid: boolean) {
  const rest = createFakeRest({
    'GET /wp/v2/templates/loom//custom': () => ({
      body: { id: 'loom//custom', slug: 'custom', content: { raw: HEADING } },
    }),
  });
  const entityStore = createEntityStore({ client: rest.client });
  await entityStore.resolveRecord(TEMPLATE);
  const store = createBlockEditorStore({
    entityStore,
    registry: createCoreRegistry(),
    rootRef: TEMPLATE,
  });
  const context = createMemoryContext({});
  const site = fluid
    ? { ...context.site, themeSettings: { typography: { fluid: true } } }
    : context.site;
  render(
    <EditorTestProviders bootstrap={testBootstrap()} client={rest.client} store={entityStore}>
      <BlockEditorProvider store={store}>
        <CanvasUiProvider store={createCanvasUiStore()}>
          <PreviewContextProvider value={{ ...context, site }}>
            <RootBlockList editing />
          </PreviewContextProvider>
        </CanvasUiProvider>
      </BlockEditorProvider>
    </EditorTestProviders>,
  );
  const words = await screen.findByText('Big words');
  return words.closest('h2')?.style.fontSize ?? '';
}

afterEach(cleanup);

describe('a static block in the canvas', () => {
  it('shows a custom font size fluid, as the public site prints it, when the theme says fluid', async () => {
    expect(await renderHeading(false)).toBe('4rem');
    cleanup();
    // happy-dom drops clamp() values it cannot parse, so the fluid size shows as the raw size gone;
    // fluidCustomFontSize's own tests check the clamp() it writes.
    expect(await renderHeading(true)).not.toBe('4rem');
  });
});
