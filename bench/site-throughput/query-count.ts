// Queries per public page: the server built in this process on a fresh seeded SQLite database,
// with a Kysely plugin counting every statement, and pages asked for without the page cache.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { KyselyPlugin } from 'kysely';
import { buildApp } from '../../packages/server/src/app.js';
import { readConfig } from '../../packages/server/src/config.js';
import { openDatabase } from '../../packages/server/src/db/database.js';
import { migrateToLatest } from '../../packages/server/src/db/migrate.js';
import { FontCollectionRegistry } from '../../packages/server/src/fonts/collections/font-collection-registry.js';
import { seedDemoSite } from '../../packages/server/src/seed/seed-demo.js';
import {
  ThemeDirectory,
  uploadedThemesDir,
} from '../../packages/server/src/themes/theme-directory.js';

export interface QueryCount {
  path: string;
  /** Statements of the first render after start (nothing kept yet). */
  first: number;
  /** Statements of a later render of the same page, the site unchanged. */
  repeat: number;
}

/** Counts the statements each page's uncached render sends to the database. */
export async function queriesPerPage(paths: readonly string[]): Promise<QueryCount[]> {
  let statements = 0;
  const counter: KyselyPlugin = {
    // Counted as they run: a statement compiled once runs on every request.
    transformQuery(args) {
      return args.node;
    },
    async transformResult(args) {
      statements += 1;
      return args.result;
    },
  };
  const config = {
    ...readConfig({}),
    logLevel: 'silent',
    dataDir: mkdtempSync(join(tmpdir(), 'atelier-bench-queries-')),
  };
  const database = openDatabase({ dataDir: config.dataDir });
  const previous = process.env.ATELIER_PAGE_CACHE;
  try {
    await migrateToLatest(database.db, database.dialect);
    const themes = new ThemeDirectory(config.themesDir, uploadedThemesDir(config));
    await seedDemoSite(database.db, {
      adminPassword: 'bench-admin-password',
      editorPassword: 'bench-editor-password',
      stylesheet: themes.defaultStylesheet(),
    });
    // The site routes read the switch when they are registered.
    process.env.ATELIER_PAGE_CACHE = 'off';
    const fastify = await buildApp({
      db: database.db.withPlugin(counter),
      dialect: database.dialect,
      dataChanges: database.dataChanges,
      config,
      themes,
      fontCollections: new FontCollectionRegistry([config.fontCollectionsDir]),
    });
    const counted = async (path: string) => {
      statements = 0;
      const response = await fastify.inject({ method: 'GET', url: path });
      if (response.statusCode !== 200) throw new Error(`${path} answered ${response.statusCode}`);
      return statements;
    };
    const counts: QueryCount[] = [];
    for (const path of paths) {
      const first = await counted(path);
      counts.push({ path, first, repeat: await counted(path) });
    }
    await fastify.close();
    return counts;
  } finally {
    if (previous === undefined) delete process.env.ATELIER_PAGE_CACHE;
    else process.env.ATELIER_PAGE_CACHE = previous;
    await database.close();
    rmSync(config.dataDir, { recursive: true, force: true });
  }
}
