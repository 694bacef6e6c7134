import { createCoreRegistry } from '@atelier/blocks';
import { createMemoryContext } from '@atelier/blocks/testing';
import { seedRecordDoc } from '@atelier/collab';
import type { CollabConnection } from '@atelier/collab/client';
import { fullCoreRegistry } from '@atelier/collab/core-registry';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CollabSessions } from '../../data/collab/collab-sessions';
import { CollabProvider } from '../../data/collab/use-record-connection';
import { createEntityStore } from '../../data/entities/entity-store';
import type { RecordRef } from '../../data/entities/store-state';
import { createFakeRest } from '../../data/fake-rest';
import { EditorTestProviders, testBootstrap } from '../../testing/EditorTestProviders';
import { RootBlockList } from '../block-list/RootBlockList';
import { PreviewContextProvider } from '../preview/PreviewContext';
import { BlockEditorProvider } from '../state/BlockEditorContext';
import { createBlockEditorStore } from '../state/block-editor-store';
import { selectBlock } from '../state/select-block';
import { CanvasUiProvider } from '../ui/CanvasUiContext';
import { createCanvasUiStore } from '../ui/canvas-ui-store';
import { CanvasPresence } from './CanvasPresence';
import { remotePeers } from './remote-peers';
import { linkedPeers, type TestPeer } from './testing/linked-peers';

const TEMPLATE: RecordRef = { kind: 'postType', name: 'wp_template', id: 'loom//custom' };
const DOC_KEY = 'wp_template:loom//custom';
const CONTENT = [
  '<!-- wp:heading -->\n<h2 class="wp-block-heading">Welcome</h2>\n<!-- /wp:heading -->',
  '<!-- wp:paragraph -->\n<p>First words.</p>\n<!-- /wp:paragraph -->',
].join('\n\n');

/** Sessions that hand out one connection (the local peer) for the template. */
function sessionsOf(peer: TestPeer): CollabSessions {
  const connection: CollabConnection = {
    docKey: peer.docKey,
    doc: peer.doc,
    awareness: peer.awareness,
    status: () => 'synced',
    error: () => null,
    transport: () => 'websocket',
    subscribe: () => () => undefined,
    whenSynced: () => Promise.resolve(),
    publish: () => Promise.resolve({ ok: true, version: '1' }),
    close: () => undefined,
  };
  return {
    acquire: () => () => undefined,
    connectionOf: (ref) => (ref.name === 'wp_template' ? connection : null),
    subscribe: () => () => undefined,
    closeAll: () => undefined,
  };
}

async function renderShared() {
  const rest = createFakeRest({
    'GET /wp/v2/templates/loom//custom': () => ({
      body: { id: 'loom//custom', slug: 'custom', content: { raw: CONTENT } },
    }),
  });
  const entityStore = createEntityStore({ client: rest.client });
  await entityStore.resolveRecord(TEMPLATE);
  const store = createBlockEditorStore({
    entityStore,
    registry: createCoreRegistry(),
    rootRef: TEMPLATE,
  });
  // The shared document holds the blocks with the editor's ids, as the binding arranges.
  const tree = store.treeOf(entityStore.getState(), TEMPLATE);
  const peers = linkedPeers('', DOC_KEY);
  seedRecordDoc(peers.local.doc, { fields: {}, blocks: [...tree] }, null, fullCoreRegistry());
  peers.local.awareness.setLocalState({ user: { id: 1, name: 'admin', color: '#1d4ed8' } });
  render(
    <EditorTestProviders
      bootstrap={testBootstrap({ collab: true })}
      client={rest.client}
      store={entityStore}
    >
      <CollabProvider sessions={sessionsOf(peers.local)}>
        <BlockEditorProvider store={store}>
          <CanvasUiProvider store={createCanvasUiStore()}>
            <PreviewContextProvider value={createMemoryContext({})}>
              <RootBlockList editing />
              <CanvasPresence frameDoc={document} />
            </PreviewContextProvider>
          </CanvasUiProvider>
        </BlockEditorProvider>
      </CollabProvider>
    </EditorTestProviders>,
  );
  await screen.findByText('First words.');
  const ids = tree.map((block) => block.clientId);
  return { store, peers, ids };
}

afterEach(() => {
  cleanup();
});

describe('CanvasPresence', () => {
  it('shows who has which block of the record selected, by name', async () => {
    const { peers, ids } = await renderShared();
    act(() => {
      peers.remote.awareness.setLocalState({
        user: { id: 2, name: 'Ana', color: '#b3261e' },
        selection: { docKey: DOC_KEY, clientId: ids[1] },
      });
    });
    expect(await screen.findByText('Ana is editing Paragraph')).toBeTruthy();
    expect(screen.getByText('Ana', { exact: true }).closest('[aria-hidden="true"]')).not.toBeNull();
    act(() => {
      peers.remote.awareness.setLocalStateField('selection', { docKey: DOC_KEY, clientId: ids[0] });
    });
    expect(await screen.findByText('Ana is editing Heading')).toBeTruthy();
  });

  it('tells the others which block is selected here', async () => {
    const { store, peers, ids } = await renderShared();
    const [heading = ''] = ids;
    // Ana has the record open (alone, this tab writes no selection).
    act(() => {
      peers.remote.awareness.setLocalState({
        user: { id: 2, name: 'Ana', color: '#b3261e' },
        selection: null,
      });
    });
    act(() => store.run(selectBlock, { clientId: heading }, TEMPLATE));
    const seen = () =>
      remotePeers(peers.remote.awareness.getStates(), peers.remote.awareness.clientID, DOC_KEY)[0];
    await waitFor(() => expect(seen()?.selection).toEqual({ docKey: DOC_KEY, clientId: heading }));
    expect(seen()?.user.name).toBe('admin');
  });
});
