import { parse } from '@atelier/blocks';
import { applyLocalTree, readRecordDoc, recordContent, savedVersion } from '@atelier/collab';
import { fullCoreRegistry } from '@atelier/collab/core-registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { loginWithRole } from '../../test/helpers/role-sessions.js';
import {
  ADMIN_PASSWORD,
  createTestApp,
  type Session,
  type TestApp,
  testDialects,
} from '../../test/helpers/test-app.js';
import { CollabStore } from './collab-store.js';
import {
  connectSocket,
  FallbackPeer,
  type Refusal,
  type SocketPeer,
  waitFor,
} from './testing/collab-test-client.js';

function titleOf(peer: SocketPeer | FallbackPeer): unknown {
  return readRecordDoc(peer.peer.doc, fullCoreRegistry()).fields.title;
}

describe.each(testDialects())('co-editing transport (%s)', (dialect) => {
  let t: TestApp;
  let base: string;
  let admin: Session;
  let templatePath: string;
  let templateId: string;
  const open: SocketPeer[] = [];

  const as = (session: Session) => ({ cookie: session.cookie, nonce: session.nonce, origin: base });
  const join = async (docPath: string, session: Session) => {
    const peer = await connectSocket(base, docPath, as(session));
    open.push(peer);
    await waitFor(() => peer.peer.synced, 'the first sync');
    return peer;
  };
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error('the server accepted the connection');
      },
      (error: Refusal) => error,
    );

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, (fastify) => {
      fastify.post('/test/collab-publish', async (request) => {
        const { key } = request.body as { key: string };
        return fastify.collab.publishDocument(key, request);
      });
    });
    await t.fastify.listen({ port: 0, host: '127.0.0.1' });
    const address = t.fastify.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    admin = await t.login('admin', ADMIN_PASSWORD);
    const templates = await t.request({
      method: 'GET',
      url: '/wp-json/wp/v2/templates?context=edit',
      session: admin,
    });
    const index = (templates.json() as { id: string; slug: string }[]).find(
      (template) => template.slug === 'index',
    );
    if (!index) throw new Error('the demo theme has no index template');
    templateId = index.id;
    templatePath = `wp_template/${templateId}`;
  });

  afterAll(async () => {
    for (const peer of open) await peer.close();
    await t.close();
  });

  it('a logged-in editor joins a template and receives its blocks as stored', async () => {
    const stored = await t.request({
      method: 'GET',
      url: `/wp-json/wp/v2/templates/${templateId}?context=edit`,
      session: admin,
    });
    const client = await join(templatePath, admin);
    expect(recordContent(client.peer.doc, fullCoreRegistry())).toBe(stored.json().content.raw);
    expect(titleOf(client)).toBe(stored.json().title.raw);
  });

  it('an edit by one client reaches the other, and presence goes both ways', async () => {
    const first = await join(templatePath, admin);
    const second = await join(templatePath, admin);
    applyLocalTree(
      first.peer.doc,
      { fields: { title: 'Index, edited together' } },
      'me',
      undefined,
      fullCoreRegistry(),
    );
    await waitFor(() => titleOf(second) === 'Index, edited together', 'the remote title');

    first.peer.awareness.setLocalState({ user: { name: 'Admin' } });
    await waitFor(
      () => second.peer.awareness.getStates().get(first.peer.doc.clientID) !== undefined,
      'the first client in the second one’s presence',
    );
    await first.close();
    await waitFor(
      () => second.peer.awareness.getStates().get(first.peer.doc.clientID) === undefined,
      'the presence to go when the first client leaves',
    );
  });

  it('a client that forges the saved version has it undone, for everyone and for itself', async () => {
    const forger = await join(templatePath, admin);
    const other = await join(templatePath, admin);
    const saved = savedVersion(forger.peer.doc);
    forger.peer.doc.getMap('meta').set('version', '"forged"');
    applyLocalTree(
      forger.peer.doc,
      { fields: { title: 'Index, after the forgery' } },
      'me',
      undefined,
      fullCoreRegistry(),
    );
    await waitFor(() => titleOf(other) === 'Index, after the forgery', 'the edit that followed');
    expect(
      savedVersion(t.fastify.collab.liveDoc(`wp_template:${templateId}`)?.doc ?? new Y.Doc()),
    ).toBe(saved);
    expect(savedVersion(other.peer.doc)).toBe(saved);
    await waitFor(() => savedVersion(forger.peer.doc) === saved, 'the version back in the forger');
  });

  it('refuses, before the upgrade, whoever may not join, with the REST error body', async () => {
    const anonymous = await refusal(connectSocket(base, templatePath, { origin: base }));
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('rest_not_logged_in');

    const badNonce = await refusal(
      connectSocket(base, templatePath, { ...as(admin), nonce: 'not-the-nonce' }),
    );
    expect(badNonce.status).toBe(403);
    expect(badNonce.body.code).toBe('rest_cookie_invalid_nonce');

    const foreign = await refusal(
      connectSocket(base, templatePath, { ...as(admin), origin: 'https://evil.example' }),
    );
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('rest_collab_forbidden_origin');

    const noOrigin = await refusal(
      connectSocket(base, templatePath, { cookie: admin.cookie, nonce: admin.nonce }),
    );
    expect(noOrigin.status).toBe(403);

    const subscriber = await loginWithRole(t, 'subscriber', 'template-reader');
    const asRest = await t.request({
      method: 'GET',
      url: `/wp-json/wp/v2/templates/${templateId}`,
      session: subscriber,
    });
    expect(asRest.statusCode).toBe(403);
    const subscriberJoin = await refusal(connectSocket(base, templatePath, as(subscriber)));
    expect(subscriberJoin.status).toBe(403);
    expect(subscriberJoin.body).toEqual(asRest.json());

    const missing = await refusal(connectSocket(base, 'page/999999', as(admin)));
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('rest_post_invalid_id');

    const badKey = await refusal(connectSocket(base, 'post/1', as(admin)));
    expect(badKey.status).toBe(404);
    expect(badKey.body.code).toBe('rest_collab_invalid_document');
  });

  it('a contributor cannot follow a draft page they cannot read', async () => {
    const draft = await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/pages',
      session: admin,
      payload: {
        title: 'Secret draft',
        content: '<!-- wp:paragraph --><p>x</p><!-- /wp:paragraph -->',
      },
    });
    const contributor = await loginWithRole(t, 'contributor');
    const asRest = await t.request({
      method: 'GET',
      url: `/wp-json/wp/v2/pages/${draft.json().id}`,
      session: contributor,
    });
    const joined = await refusal(connectSocket(base, `page/${draft.json().id}`, as(contributor)));
    expect(joined.status).toBe(asRest.statusCode);
    expect([401, 403, 404]).toContain(joined.status);
    expect(joined.body.code).toBe(asRest.json().code);
  });

  it('a reader follows a published page but their updates are refused and not applied', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/pages',
      session: admin,
      payload: {
        title: 'Published',
        status: 'publish',
        content: '<!-- wp:paragraph --><p>Hello</p><!-- /wp:paragraph -->',
      },
    });
    const docPath = `page/${created.json().id}`;
    const subscriber = await loginWithRole(t, 'subscriber');
    const early = await refusal(connectSocket(base, docPath, as(subscriber)));
    expect(early.status).toBe(403);
    expect(early.body.code).toBe('rest_collab_not_started');

    const editor = await join(docPath, admin);
    const reader = await join(docPath, subscriber);
    expect(titleOf(reader)).toBe('Published');
    applyLocalTree(
      reader.peer.doc,
      { fields: { title: 'Defaced' } },
      'me',
      undefined,
      fullCoreRegistry(),
    );
    await waitFor(() => reader.peer.denied.length > 0, 'the permission-denied frame');
    expect(reader.peer.denied[0]).toMatch(/not edit it/);

    applyLocalTree(
      editor.peer.doc,
      { fields: { title: 'Published, edited' } },
      'me',
      undefined,
      fullCoreRegistry(),
    );
    await waitFor(() => String(titleOf(reader)).includes('edited'), 'the editor’s change');
    expect(titleOf(editor)).toBe('Published, edited');
    const live = t.fastify.collab.liveDoc(`page:${created.json().id}`);
    expect(live && readRecordDoc(live.doc, fullCoreRegistry()).fields.title).toBe(
      'Published, edited',
    );
  });

  it('the last client out compacts the document and drops it from memory; the next one finds its edits', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/pages',
      session: admin,
      payload: { title: 'Kept', content: '<!-- wp:paragraph --><p>Kept</p><!-- /wp:paragraph -->' },
    });
    const key = `page:${created.json().id}`;
    const store = new CollabStore(t.app.db, t.app.dialect);
    const client = await join(`page/${created.json().id}`, admin);
    applyLocalTree(
      client.peer.doc,
      { fields: { title: 'Kept, unsaved' } },
      'me',
      undefined,
      fullCoreRegistry(),
    );
    await waitFor(() => t.fastify.collab.liveDoc(key) !== undefined, 'the open document');
    await client.close();
    await waitFor(() => t.fastify.collab.liveDoc(key) === undefined, 'the document to close');
    expect(await store.pendingCount(key)).toBe(0);
    const again = await join(`page/${created.json().id}`, admin);
    expect(titleOf(again)).toBe('Kept, unsaved');
  });

  it('the HTTP fallback exchanges the same messages as the socket', async () => {
    const socket = await join(templatePath, admin);
    const fallback = new FallbackPeer(base, templatePath, as(admin));
    expect((await fallback.poll()).status).toBe(200);
    expect(fallback.clientId).toMatch(/^[\w-]{20,}$/);
    await waitFor(() => fallback.peer.synced, 'the fallback sync');
    expect(recordContent(fallback.peer.doc, fullCoreRegistry())).toBe(
      recordContent(socket.peer.doc, fullCoreRegistry()),
    );

    applyLocalTree(
      fallback.peer.doc,
      { fields: { title: 'Sent by the fallback' } },
      'me',
      undefined,
      fullCoreRegistry(),
    );
    await fallback.poll();
    await waitFor(() => titleOf(socket) === 'Sent by the fallback', 'the fallback’s edit');

    const polled = fallback.poll();
    applyLocalTree(
      socket.peer.doc,
      { fields: { title: 'Sent by the socket' } },
      'me',
      undefined,
      fullCoreRegistry(),
    );
    await polled;
    expect(titleOf(fallback)).toBe('Sent by the socket');

    const stranger = new FallbackPeer(base, templatePath, as(admin));
    stranger.clientId = 'no-such-client-id-000000';
    const unknown = await stranger.poll();
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'rest_collab_unknown_client' });

    const anonymous = new FallbackPeer(base, templatePath, { origin: base });
    expect((await anonymous.poll()).status).toBe(401);
    const foreign = new FallbackPeer(base, templatePath, {
      ...as(admin),
      origin: 'https://evil.example',
    });
    expect(await foreign.poll()).toMatchObject({
      status: 403,
      body: { code: 'rest_collab_forbidden_origin' },
    });
    const missing = new FallbackPeer(base, 'page/999999', as(admin));
    expect(await missing.poll()).toMatchObject({
      status: 404,
      body: { code: 'rest_post_invalid_id' },
    });
  });

  it('a REST write from outside the session reaches connected clients, keeping their edits', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/pages',
      session: admin,
      payload: {
        title: 'Merged',
        content:
          '<!-- wp:paragraph --><p>One</p><!-- /wp:paragraph -->\n\n<!-- wp:paragraph --><p>Two</p><!-- /wp:paragraph -->',
      },
    });
    const id = created.json().id as number;
    const client = await join(`page/${id}`, admin);
    applyLocalTree(
      client.peer.doc,
      { fields: { title: 'Merged, retitled live' } },
      'me',
      undefined,
      fullCoreRegistry(),
    );
    await waitFor(
      () =>
        t.fastify.collab.liveDoc(`page:${id}`)?.doc.getMap('fields').toJSON().title !== 'Merged',
      'the live title on the server',
    );
    const other = await loginWithRole(t, 'editor', 'outsider');
    const write = await t.request({
      method: 'PUT',
      url: `/wp-json/wp/v2/pages/${id}`,
      session: other,
      payload: {
        content:
          '<!-- wp:paragraph --><p>One</p><!-- /wp:paragraph -->\n\n<!-- wp:paragraph --><p>Two, from the REST API</p><!-- /wp:paragraph -->',
      },
    });
    expect(write.statusCode).toBe(200);
    await waitFor(
      () => recordContent(client.peer.doc, fullCoreRegistry()).includes('Two, from the REST API'),
      'the REST write in the client',
    );
    expect(recordContent(client.peer.doc, fullCoreRegistry())).toContain('<p>One</p>');
    expect(titleOf(client)).toBe('Merged, retitled live');
  });

  it('publishing the document writes its content once (one revision) and marks it saved', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/pages',
      session: admin,
      payload: {
        title: 'To publish',
        content: '<!-- wp:paragraph --><p>Draft</p><!-- /wp:paragraph -->',
      },
    });
    const id = created.json().id as number;
    // The first update of a page keeps its original too; publishing is measured after it.
    await t.request({
      method: 'PUT',
      url: `/wp-json/wp/v2/pages/${id}`,
      session: admin,
      payload: { title: 'To publish, once edited' },
    });
    const revisionsBefore = await t.request({
      method: 'GET',
      url: `/wp-json/wp/v2/pages/${id}/revisions`,
      session: admin,
    });
    const client = await join(`page/${id}`, admin);
    applyLocalTree(
      client.peer.doc,
      { fields: { title: 'Published together' } },
      'me',
      undefined,
      fullCoreRegistry(),
    );
    await waitFor(
      () =>
        t.fastify.collab.liveDoc(`page:${id}`)?.doc.getMap('fields').toJSON().title ===
        'Published together',
      'the edit on the server',
    );
    const published = await t.request({
      method: 'POST',
      url: '/test/collab-publish',
      session: admin,
      payload: { key: `page:${id}` },
    });
    expect(published.statusCode).toBe(200);
    const page = await t.request({
      method: 'GET',
      url: `/wp-json/wp/v2/pages/${id}?context=edit`,
      session: admin,
    });
    expect(page.json().title.raw).toBe('Published together');
    expect(page.headers.etag).toBe(published.json().version);
    const revisionsAfter = await t.request({
      method: 'GET',
      url: `/wp-json/wp/v2/pages/${id}/revisions`,
      session: admin,
    });
    expect(revisionsAfter.json().length).toBe(revisionsBefore.json().length + 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(titleOf(client)).toBe('Published together');
    expect(recordContent(client.peer.doc, fullCoreRegistry())).toBe(page.json().content.raw);
  });

  it('markup written by someone without unfiltered_html is cleaned when an administrator saves', async () => {
    const author = await loginWithRole(t, 'author', 'pattern-author');
    const created = await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/blocks',
      session: author,
      payload: {
        title: 'Shared pattern',
        status: 'draft',
        content: '<!-- wp:paragraph --><p>Before</p><!-- /wp:paragraph -->',
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const byAuthor = await join(`wp_block/${id}`, author);
    const byAdmin = await join(`wp_block/${id}`, admin);
    const before = readRecordDoc(byAuthor.peer.doc, fullCoreRegistry());
    const injected = parse(
      '<!-- wp:html --><p>Kept</p><script>document.title = "owned"</script><!-- /wp:html -->',
    );
    applyLocalTree(
      byAuthor.peer.doc,
      { blocks: [...before.blocks, ...injected] },
      'author',
      before,
      fullCoreRegistry(),
    );
    await waitFor(
      () => recordContent(byAdmin.peer.doc, fullCoreRegistry()).includes('<script>'),
      'the author’s block in the administrator’s document',
    );
    const published = await t.request({
      method: 'POST',
      url: '/test/collab-publish',
      session: admin,
      payload: { key: `wp_block:${id}` },
    });
    expect(published.statusCode).toBe(200);
    const stored = await t.request({
      method: 'GET',
      url: `/wp-json/wp/v2/blocks/${id}?context=edit`,
      session: admin,
    });
    const content = stored.json().content.raw as string;
    expect(content).toContain('<p>Kept</p>');
    expect(content).not.toContain('<script');
    await waitFor(
      () => !recordContent(byAuthor.peer.doc, fullCoreRegistry()).includes('<script'),
      'the cleaned markup in the author’s document',
    );
    expect(recordContent(byAdmin.peer.doc, fullCoreRegistry())).toBe(content);
  });

  it('markup an administrator typed is cleaned when an author saves: the answer says so and everyone holds the stored form', async () => {
    const author = await loginWithRole(t, 'author', 'saving-author');
    const created = await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/blocks',
      session: author,
      payload: {
        title: 'Saved by its author',
        status: 'draft',
        content: '<!-- wp:paragraph --><p>Before</p><!-- /wp:paragraph -->',
      },
    });
    const id = created.json().id as number;
    const byAdmin = await join(`wp_block/${id}`, admin);
    const byAuthor = await join(`wp_block/${id}`, author);
    const before = readRecordDoc(byAdmin.peer.doc, fullCoreRegistry());
    const injected = parse(
      '<!-- wp:html --><p>Kept</p><script>document.title = "owned"</script><!-- /wp:html -->',
    );
    applyLocalTree(
      byAdmin.peer.doc,
      { blocks: [...before.blocks, ...injected] },
      'admin',
      before,
      fullCoreRegistry(),
    );
    await waitFor(
      () => recordContent(byAuthor.peer.doc, fullCoreRegistry()).includes('<script>'),
      'the administrator’s block in the author’s document',
    );
    const published = await t.request({
      method: 'POST',
      url: '/test/collab-publish',
      session: author,
      payload: { key: `wp_block:${id}` },
    });
    expect(published.statusCode).toBe(200);
    expect(published.json().filtered).toBe(true);
    const stored = await t.request({
      method: 'GET',
      url: `/wp-json/wp/v2/blocks/${id}?context=edit`,
      session: admin,
    });
    const content = stored.json().content.raw as string;
    expect(content).toContain('<p>Kept</p>');
    expect(content).not.toContain('<script');
    expect(stored.headers.etag).toBe(published.json().version);
    for (const peer of [byAdmin, byAuthor]) {
      await waitFor(
        () => recordContent(peer.peer.doc, fullCoreRegistry()) === content,
        'the stored form in every document',
      );
    }
  });
});
