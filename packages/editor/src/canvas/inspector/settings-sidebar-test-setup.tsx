import { createCoreRegistry } from '@atelier/blocks';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { Bootstrap } from '../../app/bootstrap';
import { createEntityStore } from '../../data/entities/entity-store';
import type { RecordRef } from '../../data/entities/store-state';
import { createFakeRest, type FakeHandler } from '../../data/fake-rest';
import { EditorTestProviders, testBootstrap } from '../../testing/EditorTestProviders';
import { ChromeProvider } from '../chrome/ChromeContext';
import { createChromeStore } from '../chrome/chrome-store';
import { BlockEditorProvider } from '../state/BlockEditorContext';
import { createBlockEditorStore } from '../state/block-editor-store';
import { selectBlock } from '../state/select-block';
// The panels' modules, compiled when a test file loads rather than inside its first test's time;
// the sidebar still fetches them as the editor does (`preloadInspectors`).
import './BlockInspector';
import './DocumentInspector';
import { preloadInspectors } from './InspectorPanel';
import { SettingsSidebar } from './SettingsSidebar';

/**
 * Test set-up: the settings sidebar over a record (the home template, page 7 or the header part)
 * read from a fake REST server; `routes` adds or replaces that server's answers, `bootstrap` the
 * test bootstrap (a block theme, a user who may edit theme options). The panels' code is fetched
 * first, as the editor does once its page has loaded, unless `panelsFirst` is false.
 */
export const THEME = {
  settings: { color: { palette: [{ slug: 'accent', name: 'Indigo', color: '#2f4bd8' }] } },
};

export async function setUpSidebar(
  ref: RecordRef,
  record: object,
  routes: Record<string, FakeHandler> = {},
  bootstrap: Bootstrap = testBootstrap(),
  { panelsFirst = true }: { panelsFirst?: boolean } = {},
) {
  const rest = createFakeRest({
    'GET /wp/v2/templates/loom//home': () => ({ body: record }),
    'GET /wp/v2/template-parts/loom//header': () => ({ body: record }),
    'GET /wp/v2/pages/7': () => ({ body: record }),
    'GET /wp/v2/global-styles/themes/loom': () => ({ body: THEME }),
    ...routes,
  });
  const entityStore = createEntityStore({ client: rest.client });
  await entityStore.resolveRecord(ref);
  if (panelsFirst) await preloadInspectors();
  const registry = createCoreRegistry();
  const blockEditor = createBlockEditorStore({ entityStore, registry, rootRef: ref });
  render(
    <EditorTestProviders bootstrap={bootstrap} client={rest.client} store={entityStore}>
      <BlockEditorProvider store={blockEditor}>
        <ChromeProvider store={createChromeStore()}>
          <SettingsSidebar />
        </ChromeProvider>
      </BlockEditorProvider>
    </EditorTestProviders>,
  );
  const tree = () => blockEditor.stateOf(ref).blocks;
  const select = async (index: number[]) => {
    let block = tree()[index[0] ?? 0];
    for (const i of index.slice(1)) block = block?.innerBlocks[i];
    const clientId = block?.clientId ?? '';
    await act(async () => blockEditor.run(selectBlock, { clientId }));
    // The Block tab shows another block's panels after the frame that paints its selection.
    await act(
      () => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(() => done(), 0))),
    );
  };
  return { rest, entityStore, blockEditor, tree, select };
}

/** The settings sidebar's region. */
export const sidebar = () => screen.getByRole('region', { name: 'Editor settings' });

/** Changes a field's value inside `act`. */
export async function change(element: HTMLElement, value: string) {
  await act(async () => {
    fireEvent.change(element, { target: { value } });
  });
}

/** Clicks inside `act`. */
export async function click(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
  });
}
