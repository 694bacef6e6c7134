import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import type { AppContext } from './app-context.js';
import { purgeExpiredSessions } from './auth/sessions.js';
import type { ServerConfig } from './config.js';
import { type DatabaseHandle, openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { FontCollectionRegistry } from './fonts/collections/font-collection-registry.js';
import { startScheduledPublishing } from './posts/publish-scheduled.js';
import { type SeedResult, seedDemoSite } from './seed/seed-demo.js';
import { ThemeDirectory, uploadedThemesDir } from './themes/theme-directory.js';

export interface RunningServer {
  fastify: FastifyInstance;
  database: DatabaseHandle;
  seed: SeedResult;
  url: string;
  close(): Promise<void>;
}

/**
 * Opens the database, migrates it, seeds the demo site when empty, and listens. Used by the
 * `npm start` entry point and by the end-to-end test harness.
 */
export async function startServer(
  config: ServerConfig,
  options: { log?: boolean } = {},
): Promise<RunningServer> {
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(database.db, database.dialect);
    await purgeExpiredSessions(database.db);
    const themes = new ThemeDirectory(config.themesDir, uploadedThemesDir(config));
    const seed = await seedDemoSite(database.db, {
      adminPassword: config.adminPassword,
      editorPassword: config.editorPassword,
      stylesheet: themes.defaultStylesheet(),
    });
    const app: AppContext = {
      db: database.db,
      dialect: database.dialect,
      dataChanges: database.dataChanges,
      config,
      themes,
      fontCollections: new FontCollectionRegistry([config.fontCollectionsDir]),
    };
    const fastify = await buildApp(app, {
      logger: options.log === false ? false : { level: config.logLevel },
    });
    await fastify.listen({ port: config.port, host: config.host });
    const stopScheduling = startScheduledPublishing(database.db, (error) =>
      fastify.log.error({ err: error }, 'publishing scheduled items failed'),
    );
    const address = fastify.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    let closed = false;
    return {
      fastify,
      database,
      seed,
      url: `http://localhost:${port}`,
      async close() {
        if (closed) return;
        closed = true;
        await stopScheduling();
        await fastify.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
