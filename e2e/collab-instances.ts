import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startPostgresCluster } from '../packages/server/test/helpers/postgres-cluster.js';
import { type AtelierServer, startAtelier } from './atelier-server.js';
import { test as collabTest } from './collab-fixtures.js';

/** Why the two-instance tests are skipped, when they are. */
export const NO_POSTGRES_MESSAGE =
  'Skipped: no PostgreSQL for the two-instance test. Put initdb and pg_ctl on PATH ' +
  '(Debian: /usr/lib/postgresql/<version>/bin, as .ci/run does) or set DATABASE_URL to a ' +
  'superuser URL.';

function onPath(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

async function run(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the server at `adminUrl`, and how to drop it. */
async function createDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `atelier_e2e_${randomBytes(6).toString('hex')}`;
  await run(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => run(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

interface InstanceFixtures {
  /** Two Atelier servers on one new PostgreSQL database, as behind a load balancer. */
  instances: [AtelierServer, AtelierServer];
}

interface WorkerFixtures {
  /**
   * A PostgreSQL superuser URL for this worker: DATABASE_URL when given, else a throw-away
   * cluster (as the server's Vitest setup makes one); '' when no PostgreSQL binary exists.
   */
  postgresAdminUrl: string;
}

/**
 * The co-editing fixtures with the demo admin (`page`) on one instance and the second person
 * (`coEditor`) on another, both on one PostgreSQL database. The database is migrated and seeded
 * by the first instance as it starts; the second starts after it and finds the site there (the
 * seed leaves a database with users alone).
 */
export const test = collabTest.extend<InstanceFixtures, WorkerFixtures>({
  postgresAdminUrl: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures declare their dependencies by destructuring.
    async ({}, use) => {
      const given = process.env.DATABASE_URL ?? '';
      if (given !== '') {
        await use(given);
        return;
      }
      if (!onPath('initdb') || !onPath('pg_ctl')) {
        await use('');
        return;
      }
      const cluster = await startPostgresCluster();
      if (cluster === null) {
        throw new Error('initdb is on PATH but no PostgreSQL cluster could be started.');
      }
      try {
        await use(cluster.adminUrl);
      } finally {
        cluster.stop();
      }
    },
    { scope: 'worker' },
  ],
  instances: async ({ postgresAdminUrl }, use, testInfo) => {
    testInfo.skip(postgresAdminUrl === '', NO_POSTGRES_MESSAGE);
    const database = await createDatabase(postgresAdminUrl);
    const started: AtelierServer[] = [];
    try {
      // Co-editing is on by default; these instances say so, so that they hold if it changes.
      const env = { DATABASE_URL: database.url, ATELIER_COLLAB: 'on' };
      started.push(await startAtelier(env));
      started.push(await startAtelier(env));
      const [first, second] = started;
      if (first === undefined || second === undefined) throw new Error('An instance is missing.');
      await use([first, second]);
    } finally {
      if (testInfo.status !== testInfo.expectedStatus) {
        for (const [index, server] of started.entries()) {
          await testInfo.attach(`server-output-${index + 1}`, {
            body: server.output(),
            contentType: 'text/plain',
          });
        }
      }
      for (const server of started) await server.stop();
      await database.drop();
    }
  },
  server: async ({ instances }, use) => {
    await use(instances[0]);
  },
  coEditorServer: async ({ instances }, use) => {
    await use(instances[1]);
  },
});

export { expect } from './collab-fixtures.js';
