import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplicationPassword } from '../src/auth/application-passwords.js';
import { openDatabase } from '../src/db/database.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** Saves acknowledged before the server is killed; more keep coming while it dies. */
const ACKNOWLEDGED_BEFORE_KILL = 40;
const WRITERS = 6;

interface RunningProcess {
  child: ChildProcess;
  url: string;
  exited: Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
    server.on('error', fail);
  });
}

/** Bundles the server from source (as scripts/build.mjs does) into a file of its own. */
async function bundleServer(): Promise<string> {
  const { build } = await import('esbuild');
  const dist = join(root, 'packages/server/dist');
  mkdirSync(dist, { recursive: true });
  // Beside the real bundle (packages/server/dist/), so it finds the npm packages it leaves external
  // and the release files it reads from the repository (themes, the font collection) as main.mjs does.
  const pkg = JSON.parse(readFileSync(join(root, 'packages/server/package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const outfile = join(dist, `kill-test-${process.pid}-${Date.now()}.mjs`);
  await build({
    entryPoints: [join(root, 'packages/server/src/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    external: Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@atelier/')),
    logLevel: 'warning',
  });
  return outfile;
}

/** Starts the bundled server on a SQLite file in `dataDir` and waits until it listens. */
async function startProcess(bundle: string, dataDir: string): Promise<RunningProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [bundle], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      THEMES_DIR: join(root, 'themes'),
      EDITOR_DIST_DIR: join(root, 'packages/editor/dist'),
      ATELIER_ADMIN_PASSWORD: 'kill-test-admin-password',
      ATELIER_EDITOR_PASSWORD: 'kill-test-editor-password',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((done) => child.on('exit', () => done()));
  await new Promise<void>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`No start within 30 s:\n${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Atelier is running at')) {
        clearTimeout(timer);
        ready();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`The server exited with ${code}:\n${output}`));
    });
  });
  return { child, url: `http://127.0.0.1:${port}`, exited };
}

interface Acknowledged {
  id: number;
  title: string;
  content: string;
}

describe('kill -9 during saves (SQLite)', () => {
  let bundle: string;
  let dataDir: string;
  let server: RunningProcess | undefined;

  beforeAll(async () => {
    bundle = await bundleServer();
    dataDir = mkdtempSync(join(tmpdir(), 'atelier-kill-'));
  }, 60_000);

  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(bundle, { force: true });
  });

  it('keeps every acknowledged save intact and the database sound after SIGKILL', async () => {
    server = await startProcess(bundle, dataDir);
    const file = join(dataDir, 'atelier.sqlite');
    // An application password, made beside the running server (WAL lets both write).
    const handle = openDatabase({ sqliteFile: file });
    const { password } = await createApplicationPassword(handle.db, 1, 'kill test');
    await handle.close();
    const authorization = `Basic ${Buffer.from(`admin:${password}`).toString('base64')}`;
    const running = server;

    const created: Acknowledged[] = [];
    // One page saved over and over with If-Match: its acknowledged versions, and the one in flight.
    const updates: {
      acknowledged: string | undefined;
      inFlight: string | undefined;
      count: number;
    } = {
      acknowledged: undefined,
      inFlight: undefined,
      count: 0,
    };
    let killed = false;
    const kill = () => {
      if (killed) return;
      killed = true;
      running.child.kill('SIGKILL');
    };
    const save = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
      const response = await fetch(`${running.url}/wp-json/wp/v2/${path}`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
      return {
        status: response.status,
        etag: response.headers.get('etag'),
        json: await response.json(),
      };
    };

    const first = await save('pages', { title: 'Saved again and again', status: 'publish' });
    expect(first.status).toBe(201);
    const pageId = Number((first.json as { id: number }).id);
    let etag = String(first.etag);

    const creator = async (writer: number) => {
      for (let n = 0; !killed; n++) {
        const title = `Writer ${writer} page ${n}`;
        const sent = `<!-- wp:paragraph --><p>${title}: ${'woven '.repeat(50 + n)}</p><!-- /wp:paragraph -->`;
        try {
          const answer = await save('pages', { title, content: sent, status: 'publish' });
          if (answer.status !== 201) throw new Error(`Save answered ${answer.status}`);
          const page = answer.json as {
            id: number;
            title: { raw: string };
            content: { raw: string };
          };
          created.push({ id: page.id, title: page.title.raw, content: page.content.raw });
          if (created.length >= ACKNOWLEDGED_BEFORE_KILL) kill();
        } catch (error) {
          if (!killed) throw error;
        }
      }
    };
    const updater = async () => {
      for (let n = 0; !killed; n++) {
        const content = `<!-- wp:paragraph --><p>Version ${n}</p><!-- /wp:paragraph -->`;
        updates.inFlight = content;
        try {
          const answer = await save(`pages/${pageId}`, { content }, { 'if-match': etag });
          if (answer.status !== 200) throw new Error(`Update answered ${answer.status}`);
          etag = String(answer.etag);
          updates.acknowledged = (answer.json as { content: { raw: string } }).content.raw;
          updates.count += 1;
        } catch (error) {
          if (!killed) throw error;
          return;
        }
      }
    };
    await Promise.all([
      ...Array.from({ length: WRITERS }, (_, writer) => creator(writer)),
      updater(),
    ]);
    await running.exited;
    expect(created.length).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);
    expect(updates.acknowledged).toBeDefined();

    // Restart on the same file: it must open, recover its journal and serve every saved page.
    server = await startProcess(bundle, dataDir);
    const check = new SQLite(file);
    try {
      expect(check.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }]);
      const read = check.prepare('SELECT title, content FROM posts WHERE id = ?');
      const lost = created.filter((saved) => {
        const row = read.get(saved.id) as { title: string; content: string } | undefined;
        return row?.title !== saved.title || row.content !== saved.content;
      });
      console.log(
        `kill -9: ${created.length} acknowledged creates and ${updates.count} acknowledged ` +
          `updates before SIGKILL, ${lost.length} lost, integrity_check ok`,
      );
      expect(lost).toEqual([]);
      const page = read.get(pageId) as { content: string };
      // The last acknowledged version, or the one sent after it if it committed before the kill.
      expect([updates.acknowledged, updates.inFlight]).toContain(page.content);
    } finally {
      check.close();
    }
    for (const saved of created.slice(0, 5)) {
      const response = await fetch(`${server.url}/wp-json/wp/v2/pages/${saved.id}?context=edit`, {
        headers: { authorization },
      });
      expect(response.status).toBe(200);
      expect(((await response.json()) as { content: { raw: string } }).content.raw).toBe(
        saved.content,
      );
    }
    server.child.kill('SIGTERM');
    await server.exited;
  }, 120_000);
});
