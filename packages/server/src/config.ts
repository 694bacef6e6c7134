import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Everything the server reads from its environment, resolved once at start. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Folder for the SQLite file and uploads (default ./data). */
  dataDir: string;
  /** PostgreSQL connection string; when set, PostgreSQL is used instead of SQLite. */
  databaseUrl: string | undefined;
  themesDir: string;
  editorDistDir: string;
  adminPassword: string | undefined;
  editorPassword: string | undefined;
  /** Trust X-Forwarded-* headers (set when running behind a reverse proxy). */
  trustProxy: boolean;
  logLevel: string;
}

/** The repository root: this file lives in packages/server/{src,dist}/. */
export const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** Reads the configuration from environment variables, with the documented defaults. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${env.PORT}".`);
  }
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? resolve(process.cwd(), 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    themesDir: resolve(env.THEMES_DIR ?? resolve(repositoryRoot, 'themes')),
    editorDistDir: resolve(env.EDITOR_DIST_DIR ?? resolve(repositoryRoot, 'packages/editor/dist')),
    adminPassword: env.ATELIER_ADMIN_PASSWORD || undefined,
    editorPassword: env.ATELIER_EDITOR_PASSWORD || undefined,
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
