import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A throw-away PostgreSQL cluster for the test run. */
export interface PostgresCluster {
  /** Connection string of the `postgres` superuser database. */
  adminUrl: string;
  stop(): void;
}

function onPath(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

function postgresUid(): { uid: number; gid: number } | null {
  const result = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  if (result.status !== 0) return null;
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  return { uid: Number(result.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/**
 * Starts a cluster when `initdb` is on PATH, or returns null. initdb refuses to run as root, so
 * as root the cluster belongs to the `postgres` user (see STACK-NOTES.md).
 */
export async function startPostgresCluster(): Promise<PostgresCluster | null> {
  if (!onPath('initdb') || !onPath('pg_ctl')) return null;
  const isRoot = process.getuid?.() === 0;
  const owner = isRoot ? postgresUid() : null;
  if (isRoot && !owner) return null;
  const dir = mkdtempSync(join(tmpdir(), 'atelier-pg-'));
  const dataDir = join(dir, 'data');
  chmodSync(dir, 0o755);
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const run = (args: string[]) => {
    const command = args.map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
    if (isRoot) execFileSync('su', ['postgres', '-c', command], { stdio: 'pipe' });
    else execFileSync('sh', ['-c', command], { stdio: 'pipe' });
  };
  const port = await freePort();
  run([
    'initdb',
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ]);
  run([
    'pg_ctl',
    '-D',
    dataDir,
    '-o',
    `-h 127.0.0.1 -p ${port} -k ${dir} -F`,
    '-l',
    join(dir, 'log'),
    '-w',
    'start',
  ]);
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run(['pg_ctl', '-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
