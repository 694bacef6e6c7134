import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginWithRole } from './helpers/role-sessions.js';
import {
  createTestApp,
  EDITOR_PASSWORD,
  type Session,
  type TestApp,
  testDialects,
} from './helpers/test-app.js';

const MEDIA = '/wp-json/wp/v2/media';

describe.each(testDialects())('media authorisation (%s)', (dialect) => {
  let t: TestApp;
  let editor: Session;
  let author: Session;
  let otherAuthor: Session;
  let contributor: Session;
  let subscriber: Session;
  let photo: Buffer;

  async function upload(session: Session, bytes: Buffer, filename: string) {
    return t.request({
      method: 'POST',
      url: MEDIA,
      session,
      payload: bytes,
      headers: {
        'content-type': 'image/jpeg',
        'content-disposition': `attachment; filename="${filename}"`,
      },
    });
  }

  async function uploadPhoto(session: Session): Promise<{ id: number; file: string }> {
    const response = await upload(session, photo, 'photo.jpg');
    expect(response.statusCode, response.body).toBe(201);
    return { id: response.json().id, file: response.json().media_details.file };
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    editor = await t.login('editor', EDITOR_PASSWORD);
    author = await loginWithRole(t, 'author');
    otherAuthor = await loginWithRole(t, 'author', 'otherauthor');
    contributor = await loginWithRole(t, 'contributor');
    subscriber = await loginWithRole(t, 'subscriber');
    photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
      .jpeg()
      .toBuffer();
  });
  afterAll(() => t.close());

  it("keeps an author away from other people's media, and lets editors in", async () => {
    const { id, file } = await uploadPhoto(author);
    const edit = await t.request({
      method: 'POST',
      url: `${MEDIA}/${id}`,
      payload: { title: 'Taken over' },
      session: otherAuthor,
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toMatchObject({ code: 'rest_cannot_edit', data: { status: 403 } });
    const remove = await t.request({
      method: 'DELETE',
      url: `${MEDIA}/${id}?force=true`,
      session: otherAuthor,
    });
    expect(remove.statusCode).toBe(403);
    expect(remove.json().code).toBe('rest_cannot_delete');
    expect(existsSync(join(t.app.config.dataDir, 'uploads', file))).toBe(true);
    const read = await t.request({
      method: 'GET',
      url: `${MEDIA}/${id}?context=edit`,
      session: otherAuthor,
    });
    expect(read.statusCode).toBe(403);
    expect(read.json().code).toBe('rest_forbidden_context');
    const stored = await t.request({ method: 'GET', url: `${MEDIA}/${id}` });
    expect(stored.json().title.rendered).toBe('photo');

    const byEditor = await t.request({
      method: 'POST',
      url: `${MEDIA}/${id}`,
      payload: { title: 'Retitled by the editor' },
      session: editor,
    });
    expect(byEditor.statusCode).toBe(200);
    expect(byEditor.json().title.raw).toBe('Retitled by the editor');
    const ownEdit = await t.request({
      method: 'POST',
      url: `${MEDIA}/${id}`,
      payload: { alt_text: 'A red square' },
      session: author,
    });
    expect(ownEdit.statusCode).toBe(200);
    const ownDelete = await t.request({
      method: 'DELETE',
      url: `${MEDIA}/${id}?force=true`,
      session: author,
    });
    expect(ownDelete.statusCode).toBe(200);
    expect(existsSync(join(t.app.config.dataDir, 'uploads', file))).toBe(false);
  });

  it('lets editors delete anyone’s media', async () => {
    const { id } = await uploadPhoto(otherAuthor);
    const response = await t.request({
      method: 'DELETE',
      url: `${MEDIA}/${id}?force=true`,
      session: editor,
    });
    expect(response.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: `${MEDIA}/${id}` })).statusCode).toBe(404);
  });

  it('never gives anonymous visitors or subscribers context=edit', async () => {
    const { id } = await uploadPhoto(author);
    const cases: [Session | undefined, string, number][] = [
      [undefined, `${MEDIA}?context=edit`, 401],
      [undefined, `${MEDIA}/${id}?context=edit`, 401],
      [subscriber, `${MEDIA}?context=edit`, 403],
      [subscriber, `${MEDIA}/${id}?context=edit`, 403],
    ];
    for (const [session, url, status] of cases) {
      const response = await t.request({ method: 'GET', url, ...(session ? { session } : {}) });
      expect({ url, status: response.statusCode, code: response.json().code }).toEqual({
        url,
        status,
        code: 'rest_forbidden_context',
      });
    }
    const viewed = await t.request({ method: 'GET', url: `${MEDIA}/${id}`, session: subscriber });
    expect(viewed.statusCode).toBe(200);
    expect(viewed.json().title.raw).toBeUndefined();
    const listed = await t.request({
      method: 'GET',
      url: `${MEDIA}?context=edit`,
      session: contributor,
    });
    expect(listed.statusCode).toBe(200);
    const ownRead = await t.request({
      method: 'GET',
      url: `${MEDIA}/${id}?context=edit`,
      session: author,
    });
    expect(ownRead.json().title.raw).toBe('photo');
  });

  it('needs upload_files to upload', async () => {
    const response = await upload(contributor, photo, 'photo.jpg');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'rest_cannot_create',
      message: 'Sorry, you are not allowed to upload media on this site.',
    });
  });

  it('checks an upload by its content, not its name', async () => {
    const before = Number(
      (await t.request({ method: 'GET', url: MEDIA, session: editor })).headers['x-wp-total'],
    );
    const disguised: [string, string][] = [
      ['shell.jpg', '<?php echo shell_exec($_GET["c"]); ?>'],
      ['page.jpg', '<!doctype html><html><body><script>alert(1)</script></body></html>'],
      ['vector.png', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
      ['polyglot.gif', 'GIF89a<script>alert(1)</script>'],
    ];
    for (const [filename, content] of disguised) {
      const response = await upload(author, Buffer.from(content), filename);
      expect({ filename, status: response.statusCode, body: response.json() }).toEqual({
        filename,
        status: 400,
        body: {
          code: 'rest_upload_sideload_error',
          message:
            'Sorry, this file type is not permitted. Upload a JPEG, PNG, GIF, WebP or AVIF image.',
          data: { status: 400 },
        },
      });
    }
    const after = Number(
      (await t.request({ method: 'GET', url: MEDIA, session: editor })).headers['x-wp-total'],
    );
    expect(after).toBe(before);
    const named = await upload(author, photo, 'photo.php');
    expect(named.statusCode).toBe(201);
    expect(named.json().source_url).toMatch(/\/photo(-\d+)?\.jpg$/);
  });
});
