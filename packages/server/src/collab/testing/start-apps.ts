import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../app.js';
import type { AppContext } from '../../app-context.js';
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

/** Several instances of the app on one fresh PostgreSQL database, as behind a load balancer. */
export interface SharedApps {
  instances: RunningInstance[];
  close(): Promise<void>;
}

/**
 * Starts `count` app instances on a new database of the PostgreSQL server at `adminUrl` (each
 * with its own pool and LISTEN connection), seeded with the demo site and the given passwords.
 */
export async function startSharedPostgresApps(
  adminUrl: string,
  count: number,
  passwords: { admin: string; editor: string },
): Promise<SharedApps> {
  const name = `atelier_collab_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dataDir = mkdtempSync(join(tmpdir(), 'atelier-collab-'));
  const config = { ...readConfig({}), logLevel: 'silent', dataDir, databaseUrl };
  const themes = new ThemeDirectory(config.themesDir, uploadedThemesDir(config));
  const handles: DatabaseHandle[] = [];
  const instances: RunningInstance[] = [];
  for (let i = 0; i < count; i += 1) {
    const handle = openDatabase({ databaseUrl });
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
  return {
    instances,
    async close() {
      for (const instance of instances) await instance.fastify.close();
      for (const handle of handles) await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
