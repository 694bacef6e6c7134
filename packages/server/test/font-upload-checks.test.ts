import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loraFile } from './helpers/font-fixtures.js';
import {
  countPosts,
  createFamily,
  storedFontFiles,
  uploadFace,
} from './helpers/font-library-requests.js';
import {
  ADMIN_PASSWORD,
  createTestApp,
  type Session,
  type TestApp,
  testDialects,
} from './helpers/test-app.js';

/**
 * Bad uploads and racing installs: each is refused with a clear error (or merged), and leaves no
 * file in the fonts folder and no record behind.
 */
describe.each(testDialects())('font uploads refused or merged (%s)', (dialect) => {
  let t: TestApp;
  let admin: Session;
  let loraId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login('admin', ADMIN_PASSWORD);
    const created = await createFamily(t, admin, {
      name: 'Lora',
      slug: 'lora',
      fontFamily: 'Lora',
    });
    loraId = created.json().id;
    const face = await uploadFace(
      t,
      admin,
      loraId,
      { fontFamily: 'Lora', fontStyle: 'italic', fontWeight: '700', src: 'file-0-0' },
      [
        {
          field: 'file-0-0',
          filename: 'bold.woff2',
          bytes: loraFile('lora-latin-700-italic.woff2'),
        },
      ],
    );
    expect(face.statusCode).toBe(201);
  });
  afterAll(() => t.close());

  const get = (url: string) =>
    t.request({ method: 'GET', url: `/wp-json/wp/v2${url}`, session: admin });

  it('refuses a face the family already has, and keeps no file of it', async () => {
    const files = storedFontFiles(t);
    const response = await uploadFace(
      t,
      admin,
      loraId,
      { fontFamily: 'Lora', fontStyle: 'italic', fontWeight: 700, src: 'file-0-0' },
      [
        {
          field: 'file-0-0',
          filename: 'again.woff2',
          bytes: loraFile('lora-latin-700-italic.woff2'),
        },
      ],
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'rest_duplicate_font_face',
      message: 'A font face matching those settings already exists.',
    });
    expect(storedFontFiles(t)).toEqual(files);
  });
  it('checks font_family_settings as WordPress does', async () => {
    const cases: [object | string, string, string][] = [
      [
        '{not json',
        'rest_invalid_param',
        'font_family_settings parameter must be a valid JSON string.',
      ],
      [
        { name: 'X', fontFamily: 'X' },
        'rest_invalid_param',
        'slug is a required property of font_family_settings.',
      ],
      [
        { name: '', slug: 'x', fontFamily: 'X' },
        'rest_invalid_param',
        'font_family_settings[name] cannot be empty.',
      ],
      [
        { name: 'X', slug: '!!!', fontFamily: 'X' },
        'rest_invalid_param',
        'font_family_settings[slug] cannot be empty.',
      ],
      [
        { name: 'X', slug: 'x', fontFamily: 'X', colour: 'red' },
        'rest_invalid_param',
        'colour is not a valid property of Object.',
      ],
      [
        { name: 7, slug: 'x', fontFamily: 'X' },
        'rest_invalid_param',
        'font_family_settings[name] is not of type string.',
      ],
    ];
    for (const [settings, code, reason] of cases) {
      const response = await t.request({
        method: 'POST',
        url: '/wp-json/wp/v2/font-families',
        session: admin,
        payload: {
          font_family_settings: typeof settings === 'string' ? settings : JSON.stringify(settings),
        },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code,
        message: 'Invalid parameter(s): font_family_settings',
        data: { status: 400, params: { font_family_settings: reason } },
      });
    }
    const missing = await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/font-families',
      session: admin,
      payload: {},
    });
    expect(missing.json()).toMatchObject({
      code: 'rest_missing_callback_param',
      data: { status: 400, params: ['font_family_settings'] },
    });
    expect(await countPosts(t, 'wp_font_family')).toBe(1);
  });
  it('checks font_face_settings against the files sent', async () => {
    const woff2 = loraFile('lora-latin-400-normal.woff2');
    const cases: [object, { field: string; bytes: Buffer }[], string][] = [
      [
        { fontFamily: 'Lora', src: 'file-0-0' },
        [],
        'font_face_settings[src] value "file-0-0" must be a valid URL or file reference.',
      ],
      [
        { fontFamily: 'Lora', src: 'https://fonts.example/lora.woff2' },
        [{ field: 'file-0-0', bytes: woff2 }],
        'File file-0-0 must be used in font_face_settings[src].',
      ],
      [{ fontFamily: 'Lora', src: [] }, [], 'font_face_settings[src] cannot be empty.'],
      [
        { fontFamily: 'Lora', src: [''] },
        [],
        'font_face_settings[src] values must be non-empty strings.',
      ],
      [
        { fontFamily: 'Lora', src: 'file-0-0', fontWeight: 'heavy' },
        [{ field: 'file-0-0', bytes: woff2 }],
        "font_face_settings[fontWeight] must be a weight from 1 to 1000 (or 'min max' for a variable font).",
      ],
      [
        { fontFamily: 'Lora', src: 'file-0-0', fontDisplay: 'instant' },
        [{ field: 'file-0-0', bytes: woff2 }],
        'font_face_settings[fontDisplay] is not one of auto, block, fallback, swap, optional.',
      ],
      [
        { fontFamily: 'Lora', src: 'javascript:alert(1)' },
        [],
        'font_face_settings[src] value "javascript:alert(1)" must be a valid URL or file reference.',
      ],
    ];
    const files = storedFontFiles(t);
    for (const [settings, sent, reason] of cases) {
      const response = await uploadFace(
        t,
        admin,
        loraId,
        settings,
        sent.map((file) => ({ ...file, filename: 'lora.woff2' })),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().data.params.font_face_settings).toBe(reason);
    }
    expect(storedFontFiles(t)).toEqual(files);
    expect(await countPosts(t, 'wp_font_face')).toBe(1);
  });
  it('refuses files that are not whole fonts, by content, and keeps nothing of them', async () => {
    const files = storedFontFiles(t);
    const faces = await countPosts(t, 'wp_font_face');
    const woff2 = loraFile('lora-latin-600-normal.woff2');
    const notFonts: [string, Buffer][] = [
      ['text named .woff2', Buffer.from('Just some text, not a font.\n'.repeat(20))],
      ['truncated font', woff2.subarray(0, Math.floor(woff2.length / 2))],
      ['font collection', Buffer.concat([Buffer.from('ttcf'), Buffer.alloc(60)])],
    ];
    for (const [label, bytes] of notFonts) {
      const response = await uploadFace(t, admin, loraId, { fontFamily: 'Lora', src: 'file-0-0' }, [
        { field: 'file-0-0', filename: 'font.woff2', bytes },
      ]);
      expect(response.statusCode, label).toBe(400);
      expect(response.json(), label).toEqual({
        code: 'rest_font_upload_invalid_file_type',
        message: 'Sorry, you are not allowed to upload this file type.',
        data: { status: 400 },
      });
    }
    const empty = await uploadFace(t, admin, loraId, { fontFamily: 'Lora', src: 'file-0-0' }, [
      { field: 'file-0-0', filename: 'empty.woff2', bytes: Buffer.alloc(0) },
    ]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      code: 'rest_font_upload_empty_file',
      message: 'File is empty. Please upload something more substantial.',
    });
    expect(storedFontFiles(t)).toEqual(files);
    expect(await countPosts(t, 'wp_font_face')).toBe(faces);
  });
  it('refuses a file over the 10 MB limit while reading it (413), also a 100 MB one', async () => {
    const files = storedFontFiles(t);
    for (const size of [10 * 1024 * 1024 + 1, 100 * 1024 * 1024]) {
      const bytes = Buffer.alloc(size);
      loraFile('lora-latin-400-normal.woff2').copy(bytes);
      const response = await uploadFace(t, admin, loraId, { fontFamily: 'Lora', src: 'file-0-0' }, [
        { field: 'file-0-0', filename: 'huge.woff2', bytes },
      ]);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        code: 'rest_upload_file_too_big',
        message: 'The font file is too large. The largest font file allowed is 10 MB.',
        data: { status: 413 },
      });
    }
    expect(storedFontFiles(t)).toEqual(files);
  }, 60_000);
  it('never uses the client’s file name: `../` stays out of every path', async () => {
    const response = await uploadFace(t, admin, loraId, { fontFamily: 'Lora', src: 'file-0-0' }, [
      {
        field: 'file-0-0',
        filename: '../../../outside.woff2',
        bytes: loraFile('lora-latin-600-normal.woff2'),
      },
    ]);
    expect(response.statusCode).toBe(201);
    const src: string = response.json().font_face_settings.src;
    expect(src).toMatch(/^\/wp-content\/fonts\/lora-[0-9a-f]{12}\.woff2$/);
    expect(existsSync(join(t.app.config.dataDir, 'outside.woff2'))).toBe(false);
    expect(existsSync(join(t.app.config.dataDir, '..', 'outside.woff2'))).toBe(false);
  });
  it('keeps one family when two installs of it race, and merges their faces', async () => {
    const settings = { name: 'Race Serif', slug: 'race-serif', fontFamily: '"Race Serif"' };
    const created = await Promise.all([
      createFamily(t, admin, settings),
      createFamily(t, admin, settings),
      createFamily(t, admin, settings),
    ]);
    const statuses = created.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 400, 400]);
    const winner = created.find((r) => r.statusCode === 201)?.json().id;
    for (const loser of created.filter((r) => r.statusCode === 400)) {
      expect(loser.json().data.font_family_id).toBe(winner);
    }
    const list = await get('/font-families?slug=race-serif');
    expect(list.json()).toHaveLength(1);

    const face = (weight: string, file: string) =>
      uploadFace(
        t,
        admin,
        winner,
        { fontFamily: '"Race Serif"', fontWeight: weight, src: 'file-0-0' },
        [{ field: 'file-0-0', filename: 'race.woff2', bytes: loraFile(file) }],
      );
    const files = storedFontFiles(t).length;
    const faces = await Promise.all([
      face('400', 'lora-latin-400-normal.woff2'),
      face('700', 'lora-latin-700-normal.woff2'),
      face('700', 'lora-latin-700-normal.woff2'),
    ]);
    expect(faces.map((r) => r.statusCode).sort()).toEqual([201, 201, 400]);
    const family = await get(`/font-families/${winner}`);
    expect(family.json().font_faces).toHaveLength(2);
    expect(storedFontFiles(t).length).toBe(files + 2);
  });
});
