// Issue #23: remote-edit latency between two co-editing clients over WebSockets — one types a
// character into a page's title, the time until the other client's document holds it — on one
// SQLite instance and across two instances sharing one PostgreSQL database (LISTEN/NOTIFY).
// Median and p95 over BENCH_UPDATES (200) edits, one at a time, with the load average.
// PostgreSQL: BENCH_POSTGRES_ADMIN_URL, else a throw-away cluster when initdb is on PATH.
//
//   npx tsx bench/collab-latency.ts
import { loadavg } from 'node:os';
import * as Y from 'yjs';
import {
  connectSocket,
  type SocketPeer,
  waitFor,
} from '../packages/server/src/collab/testing/collab-test-client.js';
import {
  createPostgresDatabase,
  type RunningApps,
  startApps,
} from '../packages/server/src/collab/testing/start-apps.js';
import { startPostgresCluster } from '../packages/server/test/helpers/postgres-cluster.js';

const UPDATES = Number(process.env.BENCH_UPDATES ?? 200);
const PASSWORDS = { admin: 'bench-admin-password', editor: 'bench-editor-password' };

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;
}

function titleText(peer: SocketPeer): Y.Text {
  const title = peer.peer.doc.getMap('fields').get('title');
  if (!(title instanceof Y.Text)) throw new Error('the page document has no title text');
  return title;
}

/** Two clients of one page (on the first and the last instance); the latencies of UPDATES edits. */
async function measure(apps: RunningApps): Promise<number[]> {
  const first = apps.instances[0];
  const last = apps.instances.at(-1);
  if (!first || !last) throw new Error('no instance');
  const session = await apps.session('admin');
  const created = await first.fastify.inject({
    method: 'POST',
    url: '/wp-json/wp/v2/pages',
    headers: { cookie: session.cookie, 'x-wp-nonce': session.nonce },
    payload: { title: 'Latency', content: '<!-- wp:paragraph --><p>x</p><!-- /wp:paragraph -->' },
  });
  const docPath = `page/${created.json().id}`;
  const writer = await connectSocket(first.base, docPath, { ...session, origin: first.base });
  const reader = await connectSocket(last.base, docPath, { ...session, origin: last.base });
  await waitFor(() => writer.peer.synced && reader.peer.synced, 'both clients to sync');
  const times: number[] = [];
  try {
    for (let i = 0; i < UPDATES + 10; i += 1) {
      const target = titleText(reader);
      const expected = target.length + 1;
      const arrived = new Promise<number>((resolve) => {
        const check = () => {
          if (target.length >= expected) {
            reader.peer.doc.off('update', check);
            resolve(performance.now());
          }
        };
        reader.peer.doc.on('update', check);
      });
      const start = performance.now();
      const text = titleText(writer);
      text.insert(text.length, String(i % 10));
      const end = await arrived;
      if (i >= 10) times.push(end - start);
    }
  } finally {
    await writer.close();
    await reader.close();
  }
  return times;
}

function report(label: string, times: number[], load: number[]): void {
  const median = percentile(times, 0.5).toFixed(2);
  const p95 = percentile(times, 0.95).toFixed(2);
  const loads = load.map((value) => value.toFixed(2)).join(' ');
  console.log(
    `${label}: median ${median} ms, p95 ${p95} ms over ${times.length} edits (load ${loads})`,
  );
}

const single = await startApps(1, undefined, PASSWORDS);
try {
  const load = loadavg();
  report('same instance (SQLite)', await measure(single), load);
} finally {
  await single.close();
}

let adminUrl = process.env.BENCH_POSTGRES_ADMIN_URL ?? '';
const cluster = adminUrl ? null : await startPostgresCluster();
adminUrl ||= cluster?.adminUrl ?? '';
if (!adminUrl) {
  console.log(
    'two instances on PostgreSQL: skipped (no initdb on PATH, no BENCH_POSTGRES_ADMIN_URL)',
  );
} else {
  const database = await createPostgresDatabase(adminUrl);
  const shared = await startApps(2, database.url, PASSWORDS);
  try {
    const sameLoad = loadavg();
    const sameTimes = await measure({ ...shared, instances: shared.instances.slice(0, 1) });
    report('same instance (PostgreSQL)', sameTimes, sameLoad);
    const load = loadavg();
    report('two instances (PostgreSQL, LISTEN/NOTIFY)', await measure(shared), load);
  } finally {
    await shared.close();
    await database.drop();
    cluster?.stop();
  }
}
