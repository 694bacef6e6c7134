import type { TestProject } from 'vitest/node';
import { type PostgresCluster, startPostgresCluster } from './helpers/postgres-cluster.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of a PostgreSQL server for the storage suites, or '' when none. */
    postgresAdminUrl: string;
  }
}

let cluster: PostgresCluster | null = null;

/**
 * Gives the server suites a PostgreSQL server when one can be had: DATABASE_URL if set, else a
 * throw-away cluster when initdb is on PATH. Without either, the suites run on SQLite only.
 */
export default async function setup(project: TestProject) {
  let url = process.env.DATABASE_URL ?? '';
  if (!url && process.env.ATELIER_TEST_POSTGRES !== '0') {
    cluster = await startPostgresCluster();
    url = cluster?.adminUrl ?? '';
  }
  project.provide('postgresAdminUrl', url);
  console.log(
    url
      ? `server tests: SQLite and PostgreSQL (${new URL(url).host})`
      : 'server tests: SQLite only (no initdb on PATH and no DATABASE_URL)',
  );
  return () => {
    cluster?.stop();
    cluster = null;
  };
}
