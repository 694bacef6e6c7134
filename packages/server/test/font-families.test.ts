import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loraFile, woffToSfnt } from './helpers/font-fixtures.js';
import { createFamily, storedFontFiles, uploadFace } from './helpers/font-library-requests.js';
import { loginWithRole } from './helpers/role-sessions.js';
import {
  ADMIN_PASSWORD,
  createTestApp,
  EDITOR_PASSWORD,
  type Session,
  type TestApp,
  testDialects,
} from './helpers/test-app.js';

const LORA = { name: 'Lora', slug: 'lora', fontFamily: 'Lora, serif' };

describe.each(testDialects())('font families and faces (%s)', (dialect) => {
  let t: TestApp;
  let admin: Session;
  let editor: Session;
  let author: Session;
  let loraId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login('admin', ADMIN_PASSWORD);
    editor = await t.login('editor', EDITOR_PASSWORD);
    author = await loginWithRole(t, 'author');
    const created = await createFamily(t, admin, LORA);
    expect(created.statusCode).toBe(201);
    loraId = created.json().id;
  });
  afterAll(() => t.close());

  const get = (url: string, session: Session | undefined = admin) =>
    t.request({ method: 'GET', url: `/wp-json/wp/v2${url}`, ...(session ? { session } : {}) });

  it('creates a family from multipart font_family_settings in the WordPress shape', async () => {
    const response = await createFamily(t, admin, {
      name: 'Source Serif 4',
      slug: 'Source Serif 4',
      fontFamily: 'Source Serif 4, serif',
    });
    expect(response.statusCode).toBe(201);
    const family = response.json();
    expect(family).toMatchObject({
      theme_json_version: 3,
      font_faces: [],
      font_family_settings: {
        name: 'Source Serif 4',
        slug: 'source-serif-4',
        fontFamily: '"Source Serif 4", serif',
      },
    });
    expect(response.headers.location).toMatch(
      new RegExp(`/wp-json/wp/v2/font-families/${family.id}$`),
    );
    expect(response.headers.etag).toBe(`"${family.id}-1"`);
    expect(family._links.self[0].href).toBe(response.headers.location);
  });
  it('uploads a face: the file goes to the fonts folder under a new name, src is its URL', async () => {
    const before = storedFontFiles(t);
    const response = await uploadFace(
      t,
      admin,
      loraId,
      { fontFamily: 'Lora', fontStyle: 'italic', fontWeight: '700', src: 'file-0-0' },
      [
        {
          field: 'file-0-0',
          filename: 'Lora-BoldItalic.woff2',
          bytes: loraFile('lora-latin-700-italic.woff2'),
        },
      ],
    );
    expect(response.statusCode).toBe(201);
    const face = response.json();
    expect(face).toMatchObject({
      parent: loraId,
      theme_json_version: 3,
      font_face_settings: { fontFamily: 'Lora', fontStyle: 'italic', fontWeight: '700' },
    });
    const src: string = face.font_face_settings.src;
    expect(src).toMatch(/^\/wp-content\/fonts\/lora-[0-9a-f]{12}\.woff2$/);
    const added = storedFontFiles(t).filter((file) => !before.includes(file));
    expect(added).toEqual([src.split('/').pop()]);
    expect(face._links.parent[0].href).toMatch(new RegExp(`/font-families/${loraId}$`));
  });
  it('takes the weight and style a face leaves out from the font file itself (TTF)', async () => {
    const ttf = woffToSfnt(loraFile('lora-latin-500-normal.woff'));
    const response = await uploadFace(t, admin, loraId, { src: 'file-0-0' }, [
      { field: 'file-0-0', filename: 'Lora-Medium.ttf', bytes: ttf },
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json().font_face_settings).toMatchObject({
      fontStyle: 'normal',
      fontWeight: '500',
    });
    expect(response.json().font_face_settings.src).toMatch(/\.ttf$/);
  });
  it('lists families by slug with paging headers, faces embedded with _embed', async () => {
    const list = await get('/font-families?slug=lora&_embed=true');
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-wp-total']).toBe('1');
    expect(list.headers['x-wp-totalpages']).toBe('1');
    const [lora] = list.json();
    expect(lora.id).toBe(loraId);
    expect(lora.font_faces).toHaveLength(2);
    expect(lora._links.font_faces).toHaveLength(2);
    expect(lora._links.font_faces[0].embeddable).toBe(true);
    expect(
      lora._embedded.font_faces.map((f: { font_face_settings: { fontWeight: string } }) =>
        String(f.font_face_settings.fontWeight),
      ),
    ).toEqual(['700', '500']);

    const paged = await get('/font-families?per_page=1&page=2&order=asc');
    expect(paged.headers['x-wp-total']).toBe('2');
    expect(paged.headers['x-wp-totalpages']).toBe('2');
    expect(paged.json()).toHaveLength(1);
    const past = await get('/font-families?per_page=1&page=9');
    expect(past.statusCode).toBe(400);
    expect(past.json().code).toBe('rest_post_invalid_page_number');
    const none = await get('/font-families?slug=no-such-font');
    expect(none.json()).toEqual([]);
  });
  it('lists and reads a family’s faces', async () => {
    const faces = await get(`/font-families/${loraId}/font-faces?order=asc`);
    expect(faces.statusCode).toBe(200);
    expect(faces.headers['x-wp-total']).toBe('2');
    const [first] = faces.json();
    const one = await get(`/font-families/${loraId}/font-faces/${first.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().id).toBe(first.id);
    expect(one.headers.etag).toBe(`"${first.id}-1"`);
    const family = await get(`/font-families/${loraId}`);
    expect(family.json().font_faces).toEqual(faces.json().map((f: { id: number }) => f.id));
  });
  it('refuses a second family with a slug already installed, naming the first', async () => {
    const response = await createFamily(t, admin, { ...LORA, name: 'Lora again' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'rest_duplicate_font_family',
      message: 'A font family with slug "lora" already exists.',
      data: { status: 400, font_family_id: loraId },
    });
  });
  it('updates a family’s name but never its slug; a stale update is 412', async () => {
    const current = await get(`/font-families/${loraId}`);
    const renamed = await t.request({
      method: 'POST',
      url: `/wp-json/wp/v2/font-families/${loraId}`,
      session: admin,
      headers: { 'if-match': current.headers.etag as string },
      payload: { font_family_settings: JSON.stringify({ name: 'Lora Serif' }) },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().font_family_settings).toEqual({ ...LORA, name: 'Lora Serif' });
    const stale = await t.request({
      method: 'POST',
      url: `/wp-json/wp/v2/font-families/${loraId}`,
      session: admin,
      headers: { 'if-match': current.headers.etag as string },
      payload: { font_family_settings: JSON.stringify({ name: 'Lost' }) },
    });
    expect(stale.statusCode).toBe(412);
    const slug = await t.request({
      method: 'PUT',
      url: `/wp-json/wp/v2/font-families/${loraId}`,
      session: admin,
      payload: { font_family_settings: JSON.stringify({ slug: 'other' }) },
    });
    expect(slug.json().data.params.font_family_settings).toBe(
      'font_family_settings[slug] cannot be updated.',
    );
  });
  it('answers unknown families and faces of another family with 404', async () => {
    const missing = await get('/font-families/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('rest_post_invalid_id');
    const parent = await get('/font-families/999999/font-faces');
    expect(parent.json().code).toBe('rest_post_invalid_parent');
    const other = await get('/font-families?slug=source-serif-4');
    const otherId = other.json()[0].id;
    const loraFace = (await get(`/font-families/${loraId}`)).json().font_faces[0];
    const mismatch = await get(`/font-families/${otherId}/font-faces/${loraFace}`);
    expect(mismatch.statusCode).toBe(404);
    expect(mismatch.json()).toMatchObject({
      code: 'rest_font_face_parent_id_mismatch',
      message: `The font face does not belong to the specified font family with id of "${otherId}".`,
    });
    const upload = await uploadFace(
      t,
      admin,
      999999,
      { fontFamily: 'X', src: 'https://x.test/a.woff2' },
      [],
    );
    expect(upload.statusCode).toBe(404);
  });
  it('deletes a face only with force=true, and its file with it', async () => {
    const created = await uploadFace(
      t,
      admin,
      loraId,
      { fontFamily: 'Lora', fontWeight: '400', src: 'file-0-0' },
      [
        {
          field: 'file-0-0',
          filename: 'lora.woff2',
          bytes: loraFile('lora-latin-400-normal.woff2'),
        },
      ],
    );
    const face = created.json();
    const file = String(face.font_face_settings.src).split('/').pop() ?? '';
    expect(storedFontFiles(t)).toContain(file);
    const url = `/wp-json/wp/v2/font-families/${loraId}/font-faces/${face.id}`;
    const unforced = await t.request({ method: 'DELETE', url, session: admin });
    expect(unforced.statusCode).toBe(501);
    expect(unforced.json()).toMatchObject({
      code: 'rest_trash_not_supported',
      message: 'Font faces do not support trashing. Set "force=true" to delete.',
    });
    const deleted = await t.request({ method: 'DELETE', url: `${url}?force=true`, session: admin });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ deleted: true, previous: { id: face.id } });
    expect(storedFontFiles(t)).not.toContain(file);
    expect((await t.request({ method: 'GET', url, session: admin })).statusCode).toBe(404);
  });
  it('uninstalls a family with force=true: its faces and their files go too', async () => {
    const created = await createFamily(t, admin, {
      name: 'Gone',
      slug: 'gone',
      fontFamily: 'Gone',
    });
    const id = created.json().id;
    const face = await uploadFace(t, admin, id, { fontFamily: 'Gone', src: 'file-0-0' }, [
      { field: 'file-0-0', filename: 'gone.woff2', bytes: loraFile('lora-latin-400-normal.woff2') },
    ]);
    const file = String(face.json().font_face_settings.src).split('/').pop() ?? '';
    const unforced = await t.request({
      method: 'DELETE',
      url: `/wp-json/wp/v2/font-families/${id}`,
      session: admin,
    });
    expect(unforced.statusCode).toBe(501);
    const deleted = await t.request({
      method: 'DELETE',
      url: `/wp-json/wp/v2/font-families/${id}?force=true`,
      session: admin,
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({
      deleted: true,
      previous: { id, font_family_settings: { slug: 'gone' } },
    });
    expect(storedFontFiles(t)).not.toContain(file);
    expect((await get(`/font-families/${id}`)).statusCode).toBe(404);
    const orphans = await t.app.db
      .selectFrom('posts')
      .select('id')
      .where('type', '=', 'wp_font_face')
      .where('parent', '=', id)
      .execute();
    expect(orphans).toEqual([]);
  });
  it('is refused to users without edit_theme_options with WordPress’s codes', async () => {
    const faceId = (await get(`/font-families/${loraId}`)).json().font_faces[0];
    const read = (url: string, session: Session | undefined) =>
      t.request({ method: 'GET', url: `/wp-json/wp/v2${url}`, ...(session ? { session } : {}) });
    const requests: [
      string,
      string,
      string,
      () => Promise<{ statusCode: number; json(): { code: string } }>,
    ][] = [];
    for (const [label, session] of [
      ['editor', editor],
      ['author', author],
      ['anonymous', undefined],
    ] as const) {
      requests.push(
        [label, 'GET list', 'rest_cannot_read', () => read('/font-families', session)],
        [label, 'GET one', 'rest_cannot_read', () => read(`/font-families/${loraId}`, session)],
        [
          label,
          'create',
          'rest_cannot_create',
          () => createFamily(t, session, { name: 'A', slug: 'a', fontFamily: 'A' }),
        ],
        [
          label,
          'update',
          'rest_cannot_edit',
          () =>
            t.request({
              method: 'POST',
              url: `/wp-json/wp/v2/font-families/${loraId}`,
              ...(session ? { session } : {}),
              payload: { font_family_settings: JSON.stringify({ name: 'Taken' }) },
            }),
        ],
        [
          label,
          'delete',
          'rest_cannot_delete',
          () =>
            t.request({
              method: 'DELETE',
              url: `/wp-json/wp/v2/font-families/${loraId}?force=true`,
              ...(session ? { session } : {}),
            }),
        ],
        [
          label,
          'faces',
          'rest_cannot_read',
          () => read(`/font-families/${loraId}/font-faces`, session),
        ],
        [
          label,
          'face',
          'rest_cannot_read',
          () => read(`/font-families/${loraId}/font-faces/${faceId}`, session),
        ],
        [
          label,
          'upload',
          'rest_cannot_create',
          () =>
            uploadFace(t, session, loraId, { fontFamily: 'Lora', src: 'file-0-0' }, [
              {
                field: 'file-0-0',
                filename: 'x.woff2',
                bytes: loraFile('lora-latin-400-normal.woff2'),
              },
            ]),
        ],
        [
          label,
          'delete face',
          'rest_cannot_delete',
          () =>
            t.request({
              method: 'DELETE',
              url: `/wp-json/wp/v2/font-families/${loraId}/font-faces/${faceId}?force=true`,
              ...(session ? { session } : {}),
            }),
        ],
      );
    }
    const files = storedFontFiles(t);
    for (const [label, action, code, send] of requests) {
      const response = await send();
      expect(response.statusCode, `${label} ${action}`).toBe(label === 'anonymous' ? 401 : 403);
      expect(response.json().code, `${label} ${action}`).toBe(code);
    }
    expect(storedFontFiles(t)).toEqual(files);
    expect((await get(`/font-families/${loraId}`)).json().font_family_settings.name).toBe(
      'Lora Serif',
    );
  });
});
