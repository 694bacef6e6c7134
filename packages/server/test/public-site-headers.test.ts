import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { ADMIN_PASSWORD, createTestApp, type TestApp, testDialects } from './helpers/test-app.js';

interface Answer {
  status: number;
  /** Every header line as sent, in order; the date is replaced by `<date>`. */
  lines: string[];
  bytes: number;
}

/**
 * The public pages' header lines as they go over a socket, in order (a browser and a proxy see
 * these exact lines): the page cache's hit, its miss, the uncached answers of a logged-in
 * visitor, each encoding and a HEAD. Recorded from the answers before the site's pages were
 * written in one go (seventh increment), so any change to a line, its value or its place fails.
 */
describe.each(testDialects())('public page headers, line by line (%s)', (dialect) => {
  let t: TestApp;
  let base: string;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    cookie = (await t.login('admin', ADMIN_PASSWORD)).cookie;
    await t.fastify.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.fastify.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t.close();
  });

  function ask(path: string, headers: Record<string, string>, method = 'GET'): Promise<Answer> {
    return new Promise((done, fail) => {
      const sent = httpRequest(`${base}${path}`, { method, headers }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on('end', () => {
          const raw = response.rawHeaders;
          const lines: string[] = [];
          for (let i = 0; i < raw.length; i += 2) {
            const name = raw[i] ?? '';
            lines.push(`${name}: ${name.toLowerCase() === 'date' ? '<date>' : raw[i + 1]}`);
          }
          done({ status: response.statusCode ?? 0, lines, bytes });
        });
        response.on('error', fail);
      });
      sent.on('error', fail);
      sent.end();
    });
  }

  /**
   * The lines without the length (it depends on the page's bytes), checked against the body when
   * there is one (a streamed answer is chunked and has none).
   */
  function linesOf(answer: Answer, method = 'GET'): string[] {
    const length = answer.lines.find((line) => line.startsWith('content-length: '));
    if (method === 'GET' && length !== undefined) {
      expect(length).toBe(`content-length: ${answer.bytes}`);
    }
    return answer.lines.map((line) =>
      line.startsWith('content-length: ') ? 'content-length: <bytes>' : line,
    );
  }

  it('sends the page cache’s miss and hit with the same lines but the cache’s verdict', async () => {
    const miss = await ask('/about/', {});
    const hit = await ask('/about/', {});
    expect(miss.status).toBe(200);
    expect(hit.status).toBe(200);
    expect(linesOf(miss)).toMatchSnapshot();
    expect(linesOf(hit)).toEqual(
      linesOf(miss).map((line) => line.replace('x-atelier-cache: MISS', 'x-atelier-cache: HIT')),
    );
  });

  it('sends each encoding a client takes with the lines it had', async () => {
    for (const acceptEncoding of ['gzip, deflate, br, zstd', 'gzip', 'deflate', 'identity']) {
      const answer = await ask('/contact/', { 'accept-encoding': acceptEncoding });
      const again = await ask('/contact/', { 'accept-encoding': acceptEncoding });
      expect(answer.status).toBe(200);
      expect(linesOf(again), acceptEncoding).toMatchSnapshot();
    }
  });

  it('sends a missing page and a HEAD with the lines they had', async () => {
    const missing = await ask('/no-such-page/', {});
    expect(missing.status).toBe(404);
    expect(linesOf(missing)).toMatchSnapshot();
    await ask('/', {});
    const head = await ask('/', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.bytes).toBe(0);
    expect(linesOf(head, 'HEAD')).toMatchSnapshot();
  });

  it('logs one line per page it writes itself, with its status', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const logged = await buildApp(t.app, { logger: { level: 'info', stream } });
    try {
      await logged.inject({ method: 'GET', url: '/about/' });
      const hit = await logged.inject({ method: 'GET', url: '/about/' });
      expect(hit.headers['x-atelier-cache']).toBe('HIT');
      const missing = await logged.inject({ method: 'GET', url: '/no-such-page/' });
      expect(missing.statusCode).toBe(404);
      const requests = lines
        .map((line) => JSON.parse(line) as { msg: string; url: string; status: number })
        .filter((entry) => entry.msg === 'request');
      expect(requests.map(({ url, status }) => ({ url, status }))).toEqual([
        { url: '/about/', status: 200 },
        { url: '/about/', status: 200 },
        { url: '/no-such-page/', status: 404 },
      ]);
    } finally {
      await logged.close();
    }
  });

  it('sends a logged-in visitor’s page private, plain and compressed, with the lines it had', async () => {
    const plain = await ask('/', { cookie });
    const br = await ask('/', { cookie, 'accept-encoding': 'br' });
    expect(plain.status).toBe(200);
    expect(linesOf(plain)).toMatchSnapshot();
    expect(linesOf(br)).toMatchSnapshot();
  });
});
