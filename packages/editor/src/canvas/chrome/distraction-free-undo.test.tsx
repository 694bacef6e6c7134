import { createCoreRegistry } from '@atelier/blocks';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useUndoRedo } from '../../data/entities/entity-hooks';
import { createEntityStore } from '../../data/entities/entity-store';
import type { RecordRef } from '../../data/entities/store-state';
import { createFakeRest } from '../../data/fake-rest';
import { usePreference } from '../../data/preferences/PreferencesProvider';
import { EditorTestProviders, testBootstrap } from '../../testing/EditorTestProviders';
import { BlockEditorProvider } from '../state/BlockEditorContext';
import { createBlockEditorStore } from '../state/block-editor-store';
import { CanvasUiProvider } from '../ui/CanvasUiContext';
import { createCanvasUiStore } from '../ui/canvas-ui-store';
import { ChromeProvider } from './ChromeContext';
import { createChromeStore } from './chrome-store';
import { useEditorActions } from './use-editor-actions';

const TEMPLATE: RecordRef = { kind: 'postType', name: 'wp_template', id: 'loom//home' };

/** The distraction-free switch and what the header's Undo button reads. */
function Probe() {
  const actions = useEditorActions();
  const { canUndo } = useUndoRedo();
  const on = usePreference('core', 'distractionFree') === true;
  return (
    <>
      <button type="button" onClick={actions.toggleDistractionFree}>
        {on ? 'Distraction free is on' : 'Distraction free is off'}
      </button>
      <p>{canUndo ? 'Undo is active' : 'Nothing to undo'}</p>
    </>
  );
}

async function setUp() {
  const rest = createFakeRest({
    'GET /wp/v2/templates/loom//home': () => ({
      body: { id: 'loom//home', slug: 'home', content: { raw: '' } },
    }),
    'POST /wp/v2/users/me': () => ({ body: {} }),
  });
  const entityStore = createEntityStore({ client: rest.client });
  await entityStore.resolveRecord(TEMPLATE);
  const store = createBlockEditorStore({
    entityStore,
    registry: createCoreRegistry(),
    rootRef: TEMPLATE,
  });
  const chrome = createChromeStore();
  chrome.set({ sidebarOpen: true });
  render(
    <EditorTestProviders bootstrap={testBootstrap()} client={rest.client} store={entityStore}>
      <BlockEditorProvider store={store}>
        <CanvasUiProvider store={createCanvasUiStore()}>
          <ChromeProvider store={chrome}>
            <Probe />
          </ChromeProvider>
        </CanvasUiProvider>
      </BlockEditorProvider>
    </EditorTestProviders>,
  );
  return { chrome };
}

describe('switching distraction free', () => {
  afterEach(cleanup);

  it('leaves the edit history alone; the notice’s Undo switches it back', async () => {
    const { chrome } = await setUp();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Distraction free is off' }));
    });
    expect(screen.getByText('Distraction free mode activated.')).toBeTruthy();
    expect(chrome.getState().sidebarOpen).toBe(false);
    // No content changed: the header's Undo has nothing to take back.
    expect(screen.getByText('Nothing to undo')).toBeTruthy();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    });
    expect(screen.getByRole('button', { name: 'Distraction free is off' })).toBeTruthy();
    expect(chrome.getState().sidebarOpen).toBe(true);
    expect(screen.getByText('Nothing to undo')).toBeTruthy();
  });
});
