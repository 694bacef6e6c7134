import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RestFontCollection } from '@atelier/blocks/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.js';
import {
  ADMIN_PASSWORD,
  createTestApp,
  EDITOR_PASSWORD,
  type Session,
  type TestApp,
  testDialects,
} from './helpers/test-app.js';

const OFFLINE_DIR = readConfig({}).fontCollectionsDir;
const FILES = '/wp-content/font-collections/atelier-offline';

describe.each(testDialects())('font collections (%s)', (dialect) => {
  let t: TestApp;
  let admin: Session;
  let editor: Session;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login('admin', ADMIN_PASSWORD);
    editor = await t.login('editor', EDITOR_PASSWORD);
  });
  afterAll(() => t.close());

  const get = (url: string, session?: Session, headers: Record<string, string> = {}) =>
    t.request({ method: 'GET', url, headers, ...(session ? { session } : {}) });

  it('lists the offline collection, paged as WordPress pages collections', async () => {
    const response = await get('/wp-json/wp/v2/font-collections', admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-wp-total']).toBe('1');
    expect(response.headers['x-wp-totalpages']).toBe('1');
    const [collection] = response.json() as RestFontCollection[];
    expect(collection).toMatchObject({
      slug: 'atelier-offline',
      name: 'Atelier Fonts',
      description: expect.stringContaining('install from this server'),
      categories: [
        { name: 'Sans Serif', slug: 'sans-serif' },
        { name: 'Serif', slug: 'serif' },
        { name: 'Display', slug: 'display' },
        { name: 'Monospace', slug: 'monospace' },
        { name: 'Handwriting', slug: 'handwriting' },
      ],
    });
    expect(collection?.font_families.length).toBeGreaterThanOrEqual(40);

    const past = await get('/wp-json/wp/v2/font-collections?page=2', admin);
    expect(past.statusCode).toBe(400);
    expect(past.json().code).toBe('rest_post_invalid_page_number');
  });

  it('answers the modal’s list call with the summary fields only', async () => {
    const response = await get(
      '/wp-json/wp/v2/font-collections?_fields=slug,name,description',
      admin,
    );
    expect(response.json()).toEqual([
      { slug: 'atelier-offline', name: 'Atelier Fonts', description: expect.any(String) },
    ]);
  });

  it('gives one collection with its families, faces and previews at absolute URLs', async () => {
    const response = await get('/wp-json/wp/v2/font-collections/atelier-offline', admin);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body._links.self[0].href).toMatch(
      /^http:\/\/localhost(:\d+)?\/wp-json\/wp\/v2\/font-collections\/atelier-offline$/,
    );
    const lora = (body as RestFontCollection).font_families.find(
      (f) => f.font_family_settings.slug === 'lora',
    );
    expect(lora?.categories).toEqual(['serif']);
    const settings = lora?.font_family_settings;
    expect(settings?.name).toBe('Lora');
    expect(settings?.fontFamily).toBe('Lora, serif');
    expect(settings?.preview).toMatch(
      new RegExp(`^http://localhost(:\\d+)?${FILES}/previews/lora.svg$`),
    );
    expect(settings?.fontFace?.map((f) => `${f.fontWeight} ${f.fontStyle}`)).toEqual([
      '400 normal',
      '700 normal',
      '400 italic',
      '700 italic',
    ]);
    expect(settings?.fontFace?.[0]).toEqual({
      fontFamily: 'Lora',
      fontStyle: 'normal',
      fontWeight: '400',
      src: expect.stringMatching(new RegExp(`${FILES}/files/lora-latin-400-normal.woff2$`)),
      preview: expect.stringMatching(new RegExp(`${FILES}/previews/lora-400-normal.svg$`)),
    });
  });

  it('answers an unknown collection with WordPress’s 404', async () => {
    const response = await get('/wp-json/wp/v2/font-collections/google-fonts', admin);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 'rest_font_collection_not_found',
      message: 'Font collection not found.',
      data: { status: 404 },
    });
  });

  it('refuses people who may not edit theme options: 401 logged out, 403 without the capability', async () => {
    for (const url of [
      '/wp-json/wp/v2/font-collections',
      '/wp-json/wp/v2/font-collections/atelier-offline',
    ]) {
      const anonymous = await get(url);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({
        code: 'rest_cannot_read',
        message: 'Sorry, you are not allowed to access font collections.',
        data: { status: 401 },
      });
      const refused = await get(url, editor);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('rest_cannot_read');
    }
  });

  it('serves a font file with its type, a long cache lifetime and an ETag, and 304 on a match', async () => {
    const url = `${FILES}/files/lora-latin-400-normal.woff2`;
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('font/woff2');
    expect(response.headers['cache-control']).toBe('public, max-age=2592000');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload).toEqual(
      readFileSync(join(OFFLINE_DIR, 'files', 'lora-latin-400-normal.woff2')),
    );
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);

    const again = await get(url, undefined, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const listed = await get(url, undefined, { 'if-none-match': `"other", W/${etag}` });
    expect(listed.statusCode).toBe(304);
    const stale = await get(url, undefined, { 'if-none-match': '"other"' });
    expect(stale.statusCode).toBe(200);

    const other = await get(`${FILES}/files/lora-latin-700-normal.woff2`);
    expect(other.headers.etag).not.toBe(etag);
  });

  it('serves previews as SVG, and answers HEAD without a body', async () => {
    const preview = await get(`${FILES}/previews/great-vibes.svg`);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/svg+xml');
    expect(preview.body).toContain('<title>Great Vibes</title>');
    const head = await t.request({
      method: 'HEAD',
      url: `${FILES}/files/inter-latin-700-normal.woff2`,
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('font/woff2');
    expect(head.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(head.rawPayload.length).toBe(0);
  });

  it('serves only the files the collection names: no other file, folder or path out of it', async () => {
    const attempts = [
      `${FILES}/collection.json`,
      `${FILES}/files/collection.json`,
      `${FILES}/licences/lora.txt`,
      `${FILES}/files/..%2Fcollection.json`,
      `${FILES}/files/%2e%2e%2f%2e%2e%2fsrc%2fapp.ts`,
      `${FILES}/files/../collection.json`,
      `${FILES}/../../../package.json`,
      `${FILES}/previews/lora-latin-400-normal.woff2`,
      `${FILES}/files/lora.svg`,
      '/wp-content/font-collections/google-fonts/files/lora-latin-400-normal.woff2',
      `${FILES}/files/LORA-LATIN-400-NORMAL.WOFF2`,
    ];
    for (const url of attempts) {
      const response = await get(url, admin);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('font_families');
      expect(response.body, url).not.toContain('wOF2');
    }
  });
});
