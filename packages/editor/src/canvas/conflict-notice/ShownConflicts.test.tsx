import { createCoreRegistry, parse, updateBlockAttributes } from '@atelier/blocks';
import { applyLocalTree, mergeRestWrite, readRecordDoc } from '@atelier/collab';
import { fullCoreRegistry } from '@atelier/collab/core-registry';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type * as Y from 'yjs';
import { NoticesProvider } from '../../components/notices/NoticesProvider';
import { createCollabSessions } from '../../data/collab/collab-sessions';
import { sharedKindOf } from '../../data/collab/shared-kinds';
import { createLinkedSession } from '../../data/collab/testing/linked-connections';
import { CollabProvider } from '../../data/collab/use-record-connection';
import type { RecordRef } from '../../data/entities/store-state';
import { ShownConflicts } from './CanvasConflicts';
import { CONFLICT_MESSAGE } from './conflict-notices';

const registry = createCoreRegistry();
const paragraph = (text: string) => `<!-- wp:paragraph -->\n<p>${text}</p>\n<!-- /wp:paragraph -->`;
const TEMPLATE: RecordRef = { kind: 'postType', name: 'wp_template', id: 'loom//page' };
const HEADER: RecordRef = { kind: 'postType', name: 'wp_template_part', id: 'loom//header' };

/** A REST write over someone's live typing in the document's first paragraph: it is marked. */
function markFirstParagraph(doc: Y.Doc): string {
  const previous = readRecordDoc(doc, fullCoreRegistry());
  const [first] = previous.blocks;
  if (first === undefined) throw new Error('the document has a paragraph');
  const typed = {
    ...updateBlockAttributes(registry, first, { content: 'Hello moon' }),
    clientId: first.clientId,
    innerBlocks: [],
  };
  applyLocalTree(doc, { blocks: [typed] }, 'editor', previous, fullCoreRegistry());
  mergeRestWrite(doc, { blocks: parse(paragraph('Hello planet')) }, 'rest', fullCoreRegistry());
  return first.clientId;
}

/** Sessions whose documents are in memory: the template and its header part. */
function sessionsFor(records: readonly RecordRef[]) {
  const docs = new Map<string, Y.Doc>();
  const sessions = createCollabSessions(async (ref) => {
    const kind = sharedKindOf(ref);
    if (kind === null) throw new Error('shared records only');
    const linked = createLinkedSession({
      docKey: kind.docKey,
      markup: paragraph('Hello world'),
      version: 'v1',
    });
    const connection = linked.connect();
    docs.set(ref.id, connection.doc);
    return { connection, stop: () => connection.close() };
  });
  const releases = records.map((ref) => sessions.acquire(ref));
  return { sessions, docs, releases };
}

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
});

describe('ShownConflicts', () => {
  it('shows the notice under a block of a template part shown in the canvas, not only the edited record', async () => {
    const { sessions, docs } = sessionsFor([TEMPLATE, HEADER]);
    await waitFor(() => expect(docs.size).toBe(2));
    const header = docs.get(HEADER.id);
    if (header === undefined) throw new Error('the header part is open');
    const id = markFirstParagraph(header);
    const element = document.createElement('p');
    element.dataset.block = id;
    element.textContent = 'Hello moonplanet';
    document.body.append(element);
    render(
      <NoticesProvider>
        <CollabProvider sessions={sessions}>
          <ShownConflicts records={[TEMPLATE, HEADER]} frameDoc={document} />
        </CollabProvider>
      </NoticesProvider>,
    );
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toBe(`${CONFLICT_MESSAGE}Dismiss`);
    expect(screen.getAllByRole('status')).toHaveLength(1);
    sessions.closeAll();
  });

  it('shows nothing for records whose documents hold no marks', async () => {
    const { sessions, docs } = sessionsFor([TEMPLATE, HEADER]);
    await waitFor(() => expect(docs.size).toBe(2));
    render(
      <NoticesProvider>
        <CollabProvider sessions={sessions}>
          <ShownConflicts records={[TEMPLATE, HEADER]} frameDoc={document} />
        </CollabProvider>
      </NoticesProvider>,
    );
    await waitFor(() => expect(docs.size).toBe(2));
    expect(screen.queryByRole('status')).toBeNull();
    sessions.closeAll();
  });
});
