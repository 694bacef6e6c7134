import { createCoreRegistry } from '@atelier/blocks';
import { createMemoryContext } from '@atelier/blocks/testing';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEntityStore } from '../../../data/entities/entity-store';
import type { RecordRef } from '../../../data/entities/store-state';
import { createFakeRest } from '../../../data/fake-rest';
import { EditorTestProviders, testBootstrap } from '../../../testing/EditorTestProviders';
import { RootBlockList } from '../../block-list/RootBlockList';
import { PreviewContextProvider } from '../../preview/PreviewContext';
import { BlockEditorProvider } from '../../state/BlockEditorContext';
import { createBlockEditorStore } from '../../state/block-editor-store';
import { updateAttributes } from '../../state/update-attributes';
import { CanvasUiProvider } from '../../ui/CanvasUiContext';
import { createCanvasUiStore } from '../../ui/canvas-ui-store';

const parses = vi.hoisted(() => ({ count: 0 }));

vi.mock('../../rich-text/safe-html', async (original) => {
  const safeHtml = await original<typeof import('../../rich-text/safe-html')>();
  return {
    ...safeHtml,
    safeFragment: (html: string) => {
      parses.count += 1;
      return safeHtml.safeFragment(html);
    },
  };
});

const TEMPLATE: RecordRef = { kind: 'postType', name: 'wp_template', id: 'loom//custom' };

const HEADING =
  '<!-- wp:heading {"style":{"typography":{"fontSize":"4rem"}}} -->\n<h2 class="wp-block-heading" style="font-size:4rem">Big words</h2>\n<!-- /wp:heading -->';

async function renderTemplate(content: string, fluid: boolean) {
  const rest = createFakeRest({
    'GET /wp/v2/templates/loom//custom': () => ({
      body: { id: 'loom//custom', slug: 'custom', content: { raw: content } },
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
  return store;
}

async function renderHeading(fluid: boolean) {
  await renderTemplate(HEADING, fluid);
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

  it('parses its markup again for the first keystroke only; the text typed is what it shows', async () => {
    const store = await renderTemplate(
      '<!-- wp:paragraph {"align":"center"} -->\n<p class="has-text-align-center">Hello</p>\n<!-- /wp:paragraph -->',
      false,
    );
    const paragraph = await screen.findByText('Hello');
    const clientId = store.stateOf(TEMPLATE).blocks[0]?.clientId ?? '';
    const perKeystroke: number[] = [];
    for (const content of ['Hello w', 'Hello wo', 'Hello wor', 'Hello worl']) {
      const before = parses.count;
      act(() => {
        store.run(updateAttributes, { clientId, attributes: { content } }, TEMPLATE, {
          coalesce: true,
        });
      });
      perKeystroke.push(parses.count - before);
    }
    expect(perKeystroke.slice(1)).toEqual([0, 0, 0]);
    const shown = screen.getByText('Hello worl');
    expect(shown.tagName).toBe('P');
    expect(shown.className).toContain('has-text-align-center');
    expect(paragraph.isConnected).toBe(true);
  });
});
