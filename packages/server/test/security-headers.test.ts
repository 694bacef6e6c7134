import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  createTestApp,
  type Session,
  type TestApp,
  testDialects,
} from './helpers/test-app.js';

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | undefined): Map<string, string[]> {
  const result = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) result.set(name, values);
  }
  return result;
}

interface Sample {
  name: string;
  request: InjectOptions;
  asAdmin?: boolean;
  status: number;
}

const SAMPLES: Sample[] = [
  {
    name: 'site editor',
    request: { url: '/wp-admin/site-editor.php' },
    asAdmin: true,
    status: 200,
  },
  { name: 'dashboard', request: { url: '/wp-admin/' }, asAdmin: true, status: 200 },
  { name: 'dashboard redirect to log in', request: { url: '/wp-admin/' }, status: 302 },
  { name: 'login form', request: { url: '/wp-login.php' }, status: 200 },
  { name: 'admin-ajax refusal', request: { url: '/wp-admin/admin-ajax.php' }, status: 400 },
  { name: 'REST index', request: { url: '/wp-json/' }, status: 200 },
  { name: 'REST collection', request: { url: '/wp-json/wp/v2/posts' }, status: 200 },
  { name: 'REST 401', request: { url: '/wp-json/wp/v2/users/me' }, status: 401 },
  { name: 'REST unknown route', request: { url: '/wp-json/wp/v2/nothing-here' }, status: 404 },
  {
    name: 'REST malformed JSON',
    request: {
      method: 'POST',
      url: '/wp-json/wp/v2/posts',
      headers: { 'content-type': 'application/json' },
      payload: '{"title":',
    },
    asAdmin: true,
    status: 400,
  },
  { name: 'home page', request: { url: '/' }, status: 200 },
  { name: 'public 404', request: { url: '/no-such-page-here/' }, status: 404 },
  { name: 'search', request: { url: '/?s=hello' }, status: 200 },
  { name: 'theme file', request: { url: '/wp-content/themes/loom/screenshot.png' }, status: 200 },
  { name: 'upload', request: { url: '/wp-content/uploads/probe.png' }, status: 200 },
  { name: 'avatar', request: { url: '/wp-content/avatars/admin.svg' }, status: 200 },
  {
    name: 'navigation view script',
    request: { url: '/wp-includes/js/navigation-view.js' },
    status: 200,
  },
  {
    name: 'editor build file',
    request: { url: '/wp-admin/build/assets/main-abc.js' },
    status: 200,
  },
];

describe.each(testDialects())('security headers (%s)', (dialect) => {
  let t: TestApp;
  let admin: Session;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'atelier-editor-dist-'));
    mkdirSync(join(dist, '.vite'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'main-abc.js'), 'export {};\n');
    writeFileSync(
      join(dist, '.vite', 'manifest.json'),
      JSON.stringify({ 'src/main.tsx': { file: 'assets/main-abc.js', isEntry: true } }),
    );
    t = await createTestApp(dialect, { editorDistDir: dist });
    mkdirSync(join(t.app.config.dataDir, 'uploads'), { recursive: true });
    writeFileSync(join(t.app.config.dataDir, 'uploads', 'probe.png'), Buffer.from([0x89, 0x50]));
    admin = await t.login('admin', ADMIN_PASSWORD);
  });
  afterAll(() => t.close());

  it.each(SAMPLES)('$name answers with every security header', async (sample) => {
    const response = await t.request({
      method: 'GET',
      ...sample.request,
      session: sample.asAdmin ? admin : undefined,
    });
    expect(response.statusCode).toBe(sample.status);
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = directives(response.headers['content-security-policy'] as string | undefined);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    // No answer lets inline script or event handlers run.
    const scripts = csp.get('script-src') ?? csp.get('default-src') ?? [];
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts.length).toBeGreaterThan(0);
  });

  it('gives the editor a strict policy that its frames inherit', async () => {
    const response = await t.request({ url: '/wp-admin/site-editor.php', session: admin });
    const csp = directives(response.headers['content-security-policy'] as string);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    // The bootstrap blob is data, not script, so it needs no nonce.
    expect(response.body).toMatch(
      /<script type="application\/json" id="atelier-editor-bootstrap">/,
    );
    const inline = [...response.body.matchAll(/<script\b([^>]*)>/g)].filter(
      ([, attributes]) =>
        !/\bsrc=/.test(attributes ?? '') && !/application\/json/.test(attributes ?? ''),
    );
    expect(inline).toEqual([]);
  });

  it('lets the public site use inline styles, same-origin assets and https images, and only its own script files', async () => {
    const response = await t.request({ url: '/' });
    const csp = directives(response.headers['content-security-policy'] as string);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    // Images inserted by URL from other sites show (https only); they run nothing.
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'https:']);
    expect(csp.get('font-src')).toEqual(["'self'", 'data:']);
    // The header menu's view script is the one script: a file of the site, nothing inline.
    const scripts = [...response.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.map(([, attributes, body]) => [attributes, body])).toEqual([
      [expect.stringMatching(/^ src="\/wp-includes\/js\/navigation-view\.js\?ver=\w+" defer$/), ''],
    ]);
  });

  it('sandboxes JSON and files opened as documents', async () => {
    for (const url of [
      '/wp-json/wp/v2/posts',
      '/wp-content/uploads/probe.png',
      '/wp-includes/js/navigation-view.js',
    ]) {
      const response = await t.request({ url });
      const csp = directives(response.headers['content-security-policy'] as string);
      expect(csp.get('default-src')).toEqual(["'none'"]);
      expect(csp.has('sandbox')).toBe(true);
    }
  });
});
