import { markRecordDeleted, markSaved } from '@atelier/collab';
import { fullCoreRegistry } from '@atelier/collab/core-registry';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type * as Y from 'yjs';
import { InPlaceNotices } from '../../components/notices/InPlaceNotices';
import { NoticesProvider } from '../../components/notices/NoticesProvider';
import { createCollabSessions } from '../../data/collab/collab-sessions';
import { sharedKindOf } from '../../data/collab/shared-kinds';
import { createLinkedSession } from '../../data/collab/testing/linked-connections';
import { CollabProvider } from '../../data/collab/use-record-connection';
import type { RecordRef } from '../../data/entities/store-state';
import { ShownConflicts } from './CanvasConflicts';

const PAGE: RecordRef = { kind: 'postType', name: 'page', id: '12' };
const HEADER: RecordRef = { kind: 'postType', name: 'wp_template_part', id: 'loom//header' };
const GRACE = { id: 2, name: 'Grace Hopper' };

/** The canvas's notices for these records, their documents in memory, and the notices shown. */
async function renderShown(records: readonly RecordRef[]) {
  const docs = new Map<string, Y.Doc>();
  const sessions = createCollabSessions(async (ref) => {
    const kind = sharedKindOf(ref);
    if (kind === null) throw new Error('shared records only');
    const linked = createLinkedSession({
      docKey: kind.docKey,
      markup: '<!-- wp:paragraph -->\n<p>Typed here</p>\n<!-- /wp:paragraph -->',
      version: 'v1',
    });
    const connection = linked.connect();
    docs.set(ref.id, connection.doc);
    return { connection, stop: () => connection.close() };
  });
  const view = render(
    <NoticesProvider>
      <InPlaceNotices />
      <CollabProvider sessions={sessions}>
        <ShownConflicts records={records} frameDoc={document} />
      </CollabProvider>
    </NoticesProvider>,
  );
  await waitFor(() => expect(docs.size).toBe(records.length));
  const docOf = (ref: RecordRef) => {
    const doc = docs.get(ref.id);
    if (doc === undefined) throw new Error(`${ref.id} is open`);
    return doc;
  };
  return { docOf, sessions, view };
}

afterEach(cleanup);

describe('the notice of a record deleted while open', () => {
  it('says who deleted the edited page, and goes when the page is saved again (restored)', async () => {
    const { docOf, sessions } = await renderShown([PAGE]);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => markRecordDeleted(docOf(PAGE), { by: GRACE, trashed: false, at: 1 }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'This page was deleted by Grace Hopper.',
    );
    act(() => markSaved(docOf(PAGE), 'v2', fullCoreRegistry()));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    sessions.closeAll();
  });

  it('names a template part shown in the canvas that went to the Trash', async () => {
    const { docOf, sessions } = await renderShown([PAGE, HEADER]);
    act(() => markRecordDeleted(docOf(HEADER), { by: GRACE, trashed: true, at: 1 }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'This template part was moved to the Trash by Grace Hopper.',
    );
    sessions.closeAll();
  });

  it('leaves with the canvas', async () => {
    const { docOf, sessions, view } = await renderShown([PAGE]);
    act(() => markRecordDeleted(docOf(PAGE), { by: GRACE, trashed: false, at: 1 }));
    await screen.findByRole('status');
    view.rerender(
      <NoticesProvider>
        <InPlaceNotices />
      </NoticesProvider>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    sessions.closeAll();
  });
});
