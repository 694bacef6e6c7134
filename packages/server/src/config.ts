import { isIP } from 'node:net';
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
  /** Folder of the font collection the Font Library offers (default: the one Atelier ships). */
  fontCollectionsDir: string;
  editorDistDir: string;
  adminPassword: string | undefined;
  editorPassword: string | undefined;
  /**
   * Which proxies' X-Forwarded-* headers to believe: `false` (none), a number of hops (the nearest
   * N proxies), or proxy addresses / CIDR ranges. Never "all": a client could then name any
   * address and any scheme.
   */
  trustProxy: TrustProxy;
  logLevel: string;
}

export type TrustProxy = false | number | string[];

const PROXY_KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_KEYWORDS.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * Reads `TRUST_PROXY`: empty, `0` or `false` trust no proxy; a whole number N trusts the nearest N
 * hops (`1` = one reverse proxy; `true` is read as `1`); otherwise a comma list of proxy addresses,
 * CIDR ranges or `loopback` / `linklocal` / `uniquelocal`.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === '0' || text === 'false') return false;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !isProxyAddress(entry));
  if (bad !== undefined) {
    throw new Error(
      `TRUST_PROXY must be a number of proxy hops or a comma list of proxy addresses or CIDR ranges, got "${bad}".`,
    );
  }
  return entries;
}

/** Fastify's form of a trust setting: a hop count becomes "the nearest N addresses are proxies". */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  // Fastify 5 ignores a numeric trustProxy (it trusts nothing); proxy-addr counts hops from the
  // socket's address (hop 0) towards the client.
  return (_address, hop) => hop < trust;
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
    fontCollectionsDir: resolve(
      env.FONT_COLLECTIONS_DIR ?? resolve(repositoryRoot, 'packages/server/fonts-collection'),
    ),
    editorDistDir: resolve(env.EDITOR_DIST_DIR ?? resolve(repositoryRoot, 'packages/editor/dist')),
    adminPassword: env.ATELIER_ADMIN_PASSWORD || undefined,
    editorPassword: env.ATELIER_EDITOR_PASSWORD || undefined,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
