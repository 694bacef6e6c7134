import { readRecordDoc, recordContent, recordDeletion } from '@atelier/collab';
import { fullCoreRegistry } from '@atelier/collab/core-registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, type TestApp, testDialects } from '../../test/helpers/test-app.js';
import { waitFor } from './testing/collab-test-client.js';
import { type ListeningApp, startListeningApp } from './testing/listening-app.js';

const PARAGRAPH = '<!-- wp:paragraph --><p>Words someone typed</p><!-- /wp:paragraph -->';

describe.each(testDialects())('a record deleted while its document is open (%s)', (dialect) => {
  let app: ListeningApp;
  let t: TestApp;
  let admin: Session;
  let adminName: string;

  const join = (docPath: string) => app.join(docPath);
  const createPage = (title: string) => app.createPage(title, PARAGRAPH);

  beforeAll(async () => {
    app = await startListeningApp(dialect);
    ({ t, admin } = app);
    const me = await t.request({ method: 'GET', url: '/wp-json/wp/v2/users/me', session: admin });
    adminName = me.json().name as string;
  });

  afterAll(() => app.close());

  it('a page moved to the Trash: every client learns who trashed it, and keeps its text', async () => {
    const id = await createPage('Soon in the Trash');
    const first = await join(`page/${id}`);
    const second = await join(`page/${id}`);
    expect(recordDeletion(first.peer.doc)).toBeNull();
    const trashed = await t.request({
      method: 'DELETE',
      url: `/wp-json/wp/v2/pages/${id}`,
      session: admin,
    });
    expect(trashed.statusCode).toBe(200);
    for (const client of [first, second]) {
      await waitFor(() => recordDeletion(client.peer.doc) !== null, 'the deletion in the client');
      expect(recordDeletion(client.peer.doc)).toMatchObject({
        by: { name: adminName },
        trashed: true,
      });
      expect(recordContent(client.peer.doc, fullCoreRegistry())).toContain('Words someone typed');
    }
  });

  it('a page deleted for good (force=true) is marked deleted, not trashed', async () => {
    const id = await createPage('Gone for good');
    const client = await join(`page/${id}`);
    const deleted = await t.request({
      method: 'DELETE',
      url: `/wp-json/wp/v2/pages/${id}?force=true`,
      session: admin,
    });
    expect(deleted.statusCode).toBe(200);
    await waitFor(() => recordDeletion(client.peer.doc) !== null, 'the deletion in the client');
    expect(recordDeletion(client.peer.doc)?.trashed).toBe(false);
  });

  it('a template reverted to its theme file is not deleted: its theme content is merged in', async () => {
    const templates = await t.request({
      method: 'GET',
      url: '/wp-json/wp/v2/templates?context=edit',
      session: admin,
    });
    const index = (templates.json() as { id: string; slug: string }[]).find(
      (template) => template.slug === 'index',
    );
    if (!index) throw new Error('the demo theme has no index template');
    const customised = await t.request({
      method: 'PUT',
      url: `/wp-json/wp/v2/templates/${index.id}`,
      session: admin,
      payload: { content: PARAGRAPH },
    });
    expect(customised.statusCode).toBe(200);
    const client = await join(`wp_template/${index.id}`);
    expect(recordContent(client.peer.doc, fullCoreRegistry())).toBe(PARAGRAPH);
    const reverted = await t.request({
      method: 'DELETE',
      url: `/wp-json/wp/v2/templates/${index.id}?force=true`,
      session: admin,
    });
    expect(reverted.statusCode).toBe(200);
    await waitFor(
      () => !recordContent(client.peer.doc, fullCoreRegistry()).includes('Words someone typed'),
      'the theme file’s content in the client',
    );
    expect(recordDeletion(client.peer.doc)).toBeNull();
    expect(readRecordDoc(client.peer.doc, fullCoreRegistry()).blocks.length).toBeGreaterThan(0);
  });

  it('a DELETE refused by the REST route tells nobody', async () => {
    const id = await createPage('Still here');
    const client = await join(`page/${id}`);
    const refused = await t.request({ method: 'DELETE', url: `/wp-json/wp/v2/pages/${id}` });
    expect(refused.statusCode).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(recordDeletion(client.peer.doc)).toBeNull();
  });
});
