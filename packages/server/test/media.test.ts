import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginWithRole } from './helpers/role-sessions.js';
import {
  ADMIN_PASSWORD,
  createTestApp,
  EDITOR_PASSWORD,
  type Session,
  type TestApp,
  testDialects,
} from './helpers/test-app.js';

function multipart(
  files: { name: string; filename: string; type: string; bytes: Buffer }[],
  fields: Record<string, string> = {},
) {
  const boundary = '----atelier-test-boundary';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
    );
    chunks.push(file.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe.each(testDialects())('media (%s)', (dialect) => {
  let t: TestApp;
  let admin: Session;
  let editor: Session;
  let subscriber: Session;
  let photo: Buffer;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login('admin', ADMIN_PASSWORD);
    editor = await t.login('editor', EDITOR_PASSWORD);
    subscriber = await loginWithRole(t, 'subscriber');
    photo = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: '#3858e9' },
    })
      .jpeg()
      .toBuffer();
  });
  afterAll(() => t.close());

  it('uploads an image, makes its sizes and serves them', async () => {
    const form = multipart(
      [{ name: 'file', filename: 'Harbour Photo.jpg', type: 'image/jpeg', bytes: photo }],
      { alt_text: 'Boats at dusk', title: 'Harbour' },
    );
    const response = await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/media',
      session: editor,
      ...form,
    });
    expect(response.statusCode).toBe(201);
    const media = response.json();
    expect(media).toMatchObject({
      title: { raw: 'Harbour' },
      alt_text: 'Boats at dusk',
      mime_type: 'image/jpeg',
      media_type: 'image',
      media_details: { width: 1200, height: 800 },
    });
    expect(media.source_url).toMatch(/\/wp-content\/uploads\/\d{4}\/\d{2}\/harbour-photo\.jpg$/);
    const sizes = media.media_details.sizes;
    expect(sizes.thumbnail).toMatchObject({ width: 150, height: 150 });
    expect(sizes.medium).toMatchObject({ width: 300, height: 200 });
    expect(sizes.large).toMatchObject({ width: 1024, height: 683 });
    expect(sizes.full).toMatchObject({ width: 1200, height: 800 });

    const served = await t.request({
      method: 'GET',
      url: new URL(sizes.thumbnail.source_url).pathname,
    });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([150, 150]);

    const again = await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/media',
      session: editor,
      ...form,
    });
    expect(again.json().source_url).toMatch(/harbour-photo-1\.jpg$/);
  });

  it('accepts a raw upload with Content-Disposition', async () => {
    const png = await sharp({
      create: { width: 64, height: 64, channels: 4, background: '#00000000' },
    })
      .png()
      .toBuffer();
    const response = await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/media',
      session: admin,
      payload: png,
      headers: {
        'content-type': 'image/png',
        'content-disposition': 'attachment; filename="dot.png"',
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      mime_type: 'image/png',
      media_details: { width: 64, height: 64 },
    });
    expect(Object.keys(response.json().media_details.sizes)).toEqual(['full']);
  });

  it('checks the content, not the name: a renamed text file is refused', async () => {
    const form = multipart([
      {
        name: 'file',
        filename: 'innocent.jpg',
        type: 'image/jpeg',
        bytes: Buffer.from('<script>alert(1)</script>'),
      },
    ]);
    const response = await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/media',
      session: admin,
      ...form,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'rest_upload_sideload_error',
      message:
        'Sorry, this file type is not permitted. Upload a JPEG, PNG, GIF, WebP or AVIF image.',
    });
    const svg = multipart([
      {
        name: 'file',
        filename: 'logo.png',
        type: 'image/png',
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      },
    ]);
    expect(
      (await t.request({ method: 'POST', url: '/wp-json/wp/v2/media', session: admin, ...svg }))
        .statusCode,
    ).toBe(400);
    const list = await t.request({ method: 'GET', url: '/wp-json/wp/v2/media?search=innocent' });
    expect(list.json()).toEqual([]);
  });

  it('refuses files over the size limit with a clear error', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 10, 1);
    const form = multipart([{ name: 'file', filename: 'big.jpg', type: 'image/jpeg', bytes: big }]);
    const response = await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/media',
      session: admin,
      ...form,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'rest_upload_file_too_big',
      message: 'The file is too large. The largest upload allowed is 10 MB.',
    });
  });

  it('needs upload_files to upload or edit', async () => {
    const form = multipart([{ name: 'file', filename: 'p.jpg', type: 'image/jpeg', bytes: photo }]);
    expect(
      (await t.request({ method: 'POST', url: '/wp-json/wp/v2/media', ...form })).statusCode,
    ).toBe(401);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/wp-json/wp/v2/media',
          session: subscriber,
          ...form,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('lists with totals, updates alt text with If-Match, and deletes files for good', async () => {
    const form = multipart([
      { name: 'file', filename: 'to-delete.jpg', type: 'image/jpeg', bytes: photo },
    ]);
    const created = await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/media',
      session: admin,
      ...form,
    });
    const { id } = created.json();
    const list = await t.request({ method: 'GET', url: '/wp-json/wp/v2/media?per_page=2' });
    expect(Number(list.headers['x-wp-total'])).toBeGreaterThanOrEqual(3);
    expect(list.json()).toHaveLength(2);

    const etag = created.headers.etag as string;
    const update = await t.request({
      method: 'POST',
      url: `/wp-json/wp/v2/media/${id}`,
      session: admin,
      headers: { 'if-match': etag },
      payload: { alt_text: 'New alt' },
    });
    expect(update.json().alt_text).toBe('New alt');
    const stale = await t.request({
      method: 'POST',
      url: `/wp-json/wp/v2/media/${id}`,
      session: admin,
      headers: { 'if-match': etag },
      payload: { alt_text: 'Lost' },
    });
    expect(stale.statusCode).toBe(412);

    const file = join(t.app.config.dataDir, 'uploads', created.json().media_details.file);
    expect(existsSync(file)).toBe(true);
    expect(
      (await t.request({ method: 'DELETE', url: `/wp-json/wp/v2/media/${id}`, session: admin }))
        .statusCode,
    ).toBe(501);
    const deleted = await t.request({
      method: 'DELETE',
      url: `/wp-json/wp/v2/media/${id}?force=true`,
      session: admin,
    });
    expect(deleted.json()).toMatchObject({ deleted: true, previous: { id } });
    expect(existsSync(file)).toBe(false);
    expect((await t.request({ method: 'GET', url: `/wp-json/wp/v2/media/${id}` })).statusCode).toBe(
      404,
    );
  });
});
