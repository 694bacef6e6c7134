import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.js';
import type { AppContext } from '../../src/app-context.js';
import { readConfig, type ServerConfig } from '../../src/config.js';
import { type DatabaseHandle, openDatabase } from '../../src/db/database.js';
import type { Dialect } from '../../src/db/dialect.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { FontCollectionRegistry } from '../../src/fonts/collections/font-collection-registry.js';
import { seedDemoSite } from '../../src/seed/seed-demo.js';
import { ThemeDirectory, uploadedThemesDir } from '../../src/themes/theme-directory.js';
import { loginFormRequest } from './login-form.js';

export const ADMIN_PASSWORD = 'admin-password-for-tests';
export const EDITOR_PASSWORD = 'editor-password-for-tests';

/** The dialects this run can test: SQLite always, PostgreSQL when the global setup found one. */
export function testDialects(): Dialect[] {
  return inject('postgresAdminUrl') ? ['sqlite', 'postgres'] : ['sqlite'];
}

/** A fresh, empty database of the dialect: in-memory SQLite, or a new PostgreSQL database. */
export async function openTestDatabase(dialect: Dialect): Promise<DatabaseHandle> {
  if (dialect === 'sqlite') return openDatabase({ sqliteFile: ':memory:' });
  const adminUrl = inject('postgresAdminUrl');
  const name = `atelier_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ databaseUrl: url.toString() });
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export interface Session {
  cookie: string;
  nonce: string;
}

export interface TestApp {
  fastify: FastifyInstance;
  app: AppContext;
  /** Sends a request through the app without a socket. */
  request(options: InjectOptions & { session?: Session }): Promise<LightMyRequestResponse>;
  /** Logs in through /wp-login.php and returns the session cookie and its REST nonce. */
  login(username: string, password: string): Promise<Session>;
  close(): Promise<void>;
}

/** A whole app on a fresh, migrated and seeded database. */
export async function createTestApp(
  dialect: Dialect,
  overrides: Partial<ServerConfig> = {},
  /** Adds test-only routes to the app before it starts. */
  beforeReady?: (fastify: FastifyInstance, app: AppContext) => void,
): Promise<TestApp> {
  const database = await openTestDatabase(dialect);
  await migrateToLatest(database.db, database.dialect);
  const config = {
    ...readConfig({}),
    logLevel: 'silent',
    dataDir: mkdtempSync(join(tmpdir(), 'atelier-test-')),
    ...overrides,
  };
  const themes = new ThemeDirectory(config.themesDir, uploadedThemesDir(config));
  await seedDemoSite(database.db, {
    adminPassword: ADMIN_PASSWORD,
    editorPassword: EDITOR_PASSWORD,
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
  const fastify = await buildApp(app, { logger: false });
  beforeReady?.(fastify, app);
  await fastify.ready();

  const request: TestApp['request'] = ({ session, headers, ...options }) =>
    fastify.inject({
      ...options,
      headers: {
        ...(session ? { cookie: session.cookie, 'x-wp-nonce': session.nonce } : {}),
        ...headers,
      },
    });

  return {
    fastify,
    app,
    request,
    async login(username, password) {
      const response = await fastify.inject(loginFormRequest({ log: username, pwd: password }));
      const setCookie = response.cookies.find((c) => c.name === 'atelier_session');
      if (response.statusCode !== 302 || !setCookie)
        throw new Error(`Login as ${username} failed with ${response.statusCode}`);
      const cookie = `atelier_session=${setCookie.value}`;
      const nonceResponse = await fastify.inject({
        method: 'GET',
        url: '/wp-admin/admin-ajax.php?action=rest-nonce',
        headers: { cookie },
      });
      return { cookie, nonce: nonceResponse.body };
    },
    async close() {
      await fastify.close();
      await database.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

/** The path of the active theme's user global styles record, as the theme's link names it. */
export async function userGlobalStylesPath(t: TestApp, session: Session): Promise<string> {
  const active = await t.request({
    method: 'GET',
    url: '/wp-json/wp/v2/themes?status=active&context=edit',
    session,
  });
  return new URL(active.json()[0]._links['wp:user-global-styles'][0].href as string).pathname;
}
