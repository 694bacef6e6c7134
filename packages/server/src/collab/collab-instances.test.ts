import { applyLocalTree, readRecordDoc, recordContent } from '@atelier/collab';
import { fullCoreRegistry } from '@atelier/collab/core-registry';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN_PASSWORD, EDITOR_PASSWORD } from '../../test/helpers/test-app.js';
import { connectSocket, type SocketPeer, waitFor } from './testing/collab-test-client.js';
import { createPostgresDatabase, type RunningApps, startApps } from './testing/start-apps.js';

describe.skipIf(!inject('postgresAdminUrl'))(
  'co-editing across two instances on PostgreSQL',
  () => {
    let shared: RunningApps;
    let database: { url: string; drop(): Promise<void> } | undefined;
    const open: SocketPeer[] = [];
    let docPath: string;
    let session: { cookie: string; nonce: string };

    const joinOn = async (index: number) => {
      const instance = shared.instances[index];
      if (!instance) throw new Error(`no instance ${index}`);
      const peer = await connectSocket(instance.base, docPath, {
        ...session,
        origin: instance.base,
      });
      open.push(peer);
      await waitFor(() => peer.peer.synced, 'the first sync');
      return peer;
    };

    beforeAll(async () => {
      database = await createPostgresDatabase(inject('postgresAdminUrl'));
      shared = await startApps(2, database.url, { admin: ADMIN_PASSWORD, editor: EDITOR_PASSWORD });
      const first = shared.instances[0];
      if (!first) throw new Error('no instance');
      session = await shared.session('admin');
      const created = await first.fastify.inject({
        method: 'POST',
        url: '/wp-json/wp/v2/pages',
        headers: { cookie: session.cookie, 'x-wp-nonce': session.nonce },
        payload: {
          title: 'Shared',
          content: '<!-- wp:paragraph --><p>Start</p><!-- /wp:paragraph -->',
        },
      });
      docPath = `page/${created.json().id}`;
    });

    afterAll(async () => {
      for (const peer of open) await peer.close();
      await shared?.close();
      await database?.drop();
    });

    it('a client on instance A sees an update and the presence of a client on instance B', async () => {
      const onA = await joinOn(0);
      const onB = await joinOn(1);
      expect(recordContent(onB.peer.doc, fullCoreRegistry())).toBe(
        recordContent(onA.peer.doc, fullCoreRegistry()),
      );
      expect([...onA.peer.doc.getMap('blocks').keys()]).toEqual([
        ...onB.peer.doc.getMap('blocks').keys(),
      ]);

      applyLocalTree(
        onB.peer.doc,
        { fields: { title: 'Shared, from B' } },
        'me',
        undefined,
        fullCoreRegistry(),
      );
      await waitFor(
        () => readRecordDoc(onA.peer.doc, fullCoreRegistry()).fields.title === 'Shared, from B',
        'B’s edit on A',
      );

      onB.peer.awareness.setLocalState({ user: { name: 'On B' } });
      await waitFor(
        () => onA.peer.awareness.getStates().get(onB.peer.doc.clientID) !== undefined,
        'B’s presence on A',
      );
      await onB.close();
      await waitFor(
        () => onA.peer.awareness.getStates().get(onB.peer.doc.clientID) === undefined,
        'B’s presence to leave A',
      );
    });

    it('keeps sharing after the LISTEN connections drop: they reconnect and catch up', async () => {
      const onA = await joinOn(0);
      const onB = await joinOn(1);
      if (!database) throw new Error('no database');
      const admin = new pg.Client({ connectionString: database.url });
      await admin.connect();
      const killed = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and query like 'LISTEN%'`,
      );
      await admin.end();
      expect(killed.rowCount).toBe(2);
      applyLocalTree(
        onB.peer.doc,
        { fields: { title: 'Sent while A was deaf' } },
        'me',
        undefined,
        fullCoreRegistry(),
      );
      await waitFor(
        () =>
          readRecordDoc(onA.peer.doc, fullCoreRegistry()).fields.title === 'Sent while A was deaf',
        'the edit after the reconnection',
      );
    });

    it('a REST write on instance B reaches a client on instance A', async () => {
      const onA = await joinOn(0);
      const second = shared.instances[1];
      if (!second) throw new Error('no instance');
      const write = await second.fastify.inject({
        method: 'PUT',
        url: `/wp-json/wp/v2/${docPath.replace('page/', 'pages/')}`,
        headers: { cookie: session.cookie, 'x-wp-nonce': session.nonce },
        payload: { content: '<!-- wp:paragraph --><p>Written on B</p><!-- /wp:paragraph -->' },
      });
      expect(write.statusCode).toBe(200);
      await waitFor(
        () => recordContent(onA.peer.doc, fullCoreRegistry()).includes('Written on B'),
        'the REST write on A',
      );
    });
  },
);
