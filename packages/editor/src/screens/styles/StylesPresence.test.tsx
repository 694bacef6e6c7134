import { presenceColor } from '@atelier/collab/client';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Awareness, applyAwarenessUpdate, encodeAwarenessUpdate } from 'y-protocols/awareness';
import * as Y from 'yjs';
import { createCollabSessions } from '../../data/collab/collab-sessions';
import { createLinkedSession } from '../../data/collab/testing/linked-connections';
import { CollabProvider } from '../../data/collab/use-record-connection';
import type { RecordRef } from '../../data/entities/store-state';
import { EditorTestProviders, testBootstrap } from '../../testing/EditorTestProviders';
import { StylesSidebar } from './StylesSidebar';
import { stylesRest } from './styles-test-rest';

afterEach(cleanup);

/** The Styles sidebar with co-editing on: every session opened is recorded and connected. */
function renderWithSessions(section: string) {
  const query = section === '' ? '' : `&section=${encodeURIComponent(section)}`;
  window.history.replaceState(null, '', `/wp-admin/site-editor.php?p=%2Fwp_global_styles${query}`);
  const linked = createLinkedSession({
    docKey: 'wp_global_styles:7',
    markup: '',
    fields: { styles: {}, settings: {} },
    version: 'v1',
  });
  const opened: RecordRef[] = [];
  const connections: ReturnType<typeof linked.connect>[] = [];
  const sessions = createCollabSessions(async (ref) => {
    opened.push(ref);
    const connection = linked.connect();
    connections.push(connection);
    return { connection, stop: () => connection.close() };
  });
  const rest = stylesRest();
  render(
    <EditorTestProviders bootstrap={testBootstrap({ collab: true })} client={rest.client}>
      <CollabProvider sessions={sessions}>
        <StylesSidebar />
      </CollabProvider>
    </EditorTestProviders>,
  );
  return { opened, connections, sessions };
}

/** Another person joins the record's awareness, relayed as the server would. */
function join(into: Awareness, id: number, name: string) {
  const other = new Awareness(new Y.Doc());
  other.setLocalState({ user: { id, name, color: presenceColor(id) }, selection: null });
  applyAwarenessUpdate(into, encodeAwarenessUpdate(other, [other.clientID]), 'server');
}

describe('the Styles sidebar in a co-editing session', () => {
  it('opens the global styles record’s session and shows who else is styling the site', async () => {
    const { opened, connections, sessions } = renderWithSessions('/colors');
    await waitFor(() => expect(opened).toEqual([{ kind: 'root', name: 'globalStyles', id: '7' }]));
    await waitFor(() => expect(connections).toHaveLength(1));
    const [connection] = connections;
    if (connection === undefined) throw new Error('a session opened');
    act(() => join(connection.awareness, 2, 'Grace Hopper'));
    expect(await screen.findByRole('img', { name: 'Grace Hopper is editing' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'People editing this document' })).toBeTruthy();
    sessions.closeAll();
  });

  it('opens no session and shows no avatars while co-editing is off', async () => {
    window.history.replaceState(null, '', '/wp-admin/site-editor.php?p=%2Fwp_global_styles');
    const rest = stylesRest();
    render(
      <EditorTestProviders bootstrap={testBootstrap()} client={rest.client}>
        <CollabProvider sessions={null}>
          <StylesSidebar />
        </CollabProvider>
      </EditorTestProviders>,
    );
    await screen.findByRole('link', { name: 'Colors' });
    expect(screen.queryByRole('list', { name: 'People editing this document' })).toBeNull();
  });
});
