import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../app.js';
import type { AppContext } from '../../app-context.js';
import { createSession } from '../../auth/sessions.js';
import { readConfig } from '../../config.js';
import { type DatabaseHandle, openDatabase } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import { FontCollectionRegistry } from '../../fonts/collections/font-collection-registry.js';
import { seedDemoSite } from '../../seed/seed-demo.js';
import { ThemeDirectory, uploadedThemesDir } from '../../themes/theme-directory.js';

/** One listening instance of the app. */
export interface RunningInstance {
  fastify: FastifyInstance;
  base: string;
}

/** Instances of the app on one database, as behind a load balancer (SQLite: one instance). */
export interface RunningApps {
  instances: RunningInstance[];
  /** The database the instances share (tests add users to it). */
  db: DatabaseHandle['db'];
  /** A session of an existing user (cookie and REST nonce), made in the database. */
  session(username: string): Promise<{ cookie: string; nonce: string }>;
  close(): Promise<void>;
}

/** A new, empty database on the PostgreSQL server at `adminUrl`, and how to drop it. */
export async function createPostgresDatabase(
  adminUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `atelier_collab_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * Starts `count` listening app instances on one database (PostgreSQL at `databaseUrl`, each
 * instance with its own pool and LISTEN connection; else an SQLite file, one instance), migrated
 * and seeded with the demo site and the given passwords.
 */
export async function startApps(
  count: number,
  databaseUrl: string | undefined,
  passwords: { admin: string; editor: string },
): Promise<RunningApps> {
  const dataDir = mkdtempSync(join(tmpdir(), 'atelier-collab-'));
  const config = { ...readConfig({}), logLevel: 'silent', dataDir, databaseUrl };
  const themes = new ThemeDirectory(config.themesDir, uploadedThemesDir(config));
  const handles: DatabaseHandle[] = [];
  const instances: RunningInstance[] = [];
  for (let i = 0; i < (databaseUrl ? count : 1); i += 1) {
    const handle = openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
    handles.push(handle);
    if (i === 0) {
      await migrateToLatest(handle.db, handle.dialect);
      await seedDemoSite(handle.db, {
        adminPassword: passwords.admin,
        editorPassword: passwords.editor,
        stylesheet: themes.defaultStylesheet(),
      });
    }
    const app: AppContext = {
      db: handle.db,
      dialect: handle.dialect,
      config,
      themes,
      fontCollections: new FontCollectionRegistry([config.fontCollectionsDir]),
    };
    const fastify = await buildApp(app, { logger: false });
    await fastify.listen({ port: 0, host: '127.0.0.1' });
    const address = fastify.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    instances.push({ fastify, base: `http://127.0.0.1:${port}` });
  }
  const first = handles[0];
  if (!first) throw new Error('no database');
  return {
    instances,
    db: first.db,
    async session(username) {
      const db = handles[0]?.db;
      if (!db) throw new Error('no database');
      const user = await db
        .selectFrom('users')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow();
      const made = await createSession(db, user.id, {
        ip: '127.0.0.1',
        userAgent: 'collab',
        remember: false,
      });
      return { cookie: `atelier_session=${made.token}`, nonce: made.session.rest_nonce };
    },
    async close() {
      for (const instance of instances) await instance.fastify.close();
      for (const handle of handles) await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
