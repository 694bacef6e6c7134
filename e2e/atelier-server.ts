import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ADMIN_PASSWORD = 'e2e-admin-password';
export const EDITOR_PASSWORD = 'e2e-editor-password';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The port in the server's first line ('Atelier is running at http://localhost:41397/ …'). */
const RUNNING_AT = /Atelier is running at http:\/\/[^:/]+:(\d+)\//;

/** A real Atelier server (the built bundle) on its own port with its own fresh database. */
export interface AtelierServer {
  url: string;
  dataDir: string;
  /** The server process's id (for benches that read its CPU time). */
  pid: number;
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts the built server with `env` added to its environment; `bundle` runs another build of it
 * (a bench comparing two builds).
 */
export async function startAtelier(
  env: Record<string, string> = {},
  bundle = join(root, 'packages/server/dist/main.mjs'),
): Promise<AtelierServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'atelier-e2e-'));
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', bundle], {
    cwd: root,
    env: {
      ...process.env,
      // The system picks a free port as the server listens: a port looked up beforehand can be
      // taken by another process (a browser's outgoing connection) before the server binds it.
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ATELIER_ADMIN_PASSWORD: ADMIN_PASSWORD,
      ATELIER_EDITOR_PASSWORD: EDITOR_PASSWORD,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const port = await new Promise<number>((ready, fail) => {
    const timer = setTimeout(
      () => fail(new Error(`The server did not start within 20 s:\n${output}`)),
      20_000,
    );
    const check = () => {
      const running = RUNNING_AT.exec(output);
      if (running !== null) {
        clearTimeout(timer);
        ready(Number(running[1]));
      }
    };
    child.stdout?.on('data', check);
    child.on('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`The server exited with ${code}:\n${output}`));
    });
  });
  const url = `http://127.0.0.1:${port}`;
  const pid = child.pid;
  if (pid === undefined) throw new Error(`The server did not start:\n${output}`);
  return {
    url,
    dataDir,
    pid,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
