import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FormFile, multipartForm, patternFile } from './helpers/multipart-form.js';
import { loginWithRole } from './helpers/role-sessions.js';
import {
  ADMIN_PASSWORD,
  createTestApp,
  EDITOR_PASSWORD,
  type Session,
  type TestApp,
  testDialects,
} from './helpers/test-app.js';

const IMPORT = '/wp-json/wp/v2/blocks/import';
const BLOCKS = '/wp-json/wp/v2/blocks';
const CATEGORIES = '/wp-json/wp/v2/wp_pattern_category';
const CONTENT = '<!-- wp:paragraph --><p>Call us today</p><!-- /wp:paragraph -->';

describe.each(testDialects())('POST /wp/v2/blocks/import (%s)', (dialect) => {
  let t: TestApp;
  let admin: Session;
  let editor: Session;
  let author: Session;
  let contributor: Session;
  let subscriber: Session;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login('admin', ADMIN_PASSWORD);
    editor = await t.login('editor', EDITOR_PASSWORD);
    author = await loginWithRole(t, 'author');
    contributor = await loginWithRole(t, 'contributor');
    subscriber = await loginWithRole(t, 'subscriber');
  });
  afterAll(() => t.close());

  function importFile(
    session: Session | undefined,
    files: FormFile[],
    fields: Record<string, string> = {},
  ) {
    return t.request({
      method: 'POST',
      url: IMPORT,
      ...(session ? { session } : {}),
      ...multipartForm(files, fields),
    });
  }

  async function patternCount(): Promise<number> {
    const list = await t.request({
      method: 'GET',
      url: `${BLOCKS}?status=any&per_page=1`,
      session: admin,
    });
    return Number(list.headers['x-wp-total']);
  }

  async function category(name: string): Promise<number> {
    const created = await t.request({
      method: 'POST',
      url: CATEGORIES,
      session: admin,
      payload: { name },
    });
    expect(created.statusCode).toBe(201);
    return Number(created.json().id);
  }

  it('creates a published pattern exactly as POST /wp/v2/blocks answers it', async () => {
    const hero = await category('Heroes');
    const calls = await category('Calls');
    const response = await importFile(
      editor,
      [patternFile({ title: 'Call to action', content: CONTENT, syncStatus: 'unsynced' })],
      { wp_pattern_category: `${hero},${calls}` },
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      type: 'wp_block',
      status: 'publish',
      title: { raw: 'Call to action' },
      content: { raw: CONTENT },
      wp_pattern_sync_status: 'unsynced',
    });
    expect([...body.wp_pattern_category].sort()).toEqual([hero, calls].sort());
    expect(response.headers.location).toMatch(new RegExp(`/wp-json/wp/v2/blocks/${body.id}$`));
    expect(response.headers.etag).toBeTruthy();

    const read = await t.request({
      method: 'GET',
      url: `${BLOCKS}/${body.id}?context=edit`,
      session: editor,
    });
    expect(read.json()).toEqual(body);
    const inCategory = await t.request({
      method: 'GET',
      url: `${BLOCKS}?wp_pattern_category=${hero}`,
      session: editor,
    });
    expect(inCategory.json().map((p: { id: number }) => p.id)).toContain(body.id);
  });

  it('imports a synced pattern when the file says fully or nothing, without categories', async () => {
    for (const syncStatus of ['fully', undefined]) {
      const response = await importFile(author, [
        patternFile({ title: 'Header', content: CONTENT, syncStatus }),
      ]);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        wp_pattern_sync_status: '',
        wp_pattern_category: [],
        status: 'publish',
      });
    }
  });

  it('takes the categories from repeated form fields or the query string too', async () => {
    const first = await category('Repeated one');
    const second = await category('Repeated two');
    const boundary = '----atelier-repeated';
    const file = patternFile({ title: 'Repeated', content: CONTENT });
    const part = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const payload = Buffer.concat([
      Buffer.from(part('wp_pattern_category[]', String(first))),
      Buffer.from(part('wp_pattern_category[]', String(second))),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="r.json"\r\nContent-Type: application/json\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const repeated = await t.request({
      method: 'POST',
      url: IMPORT,
      session: editor,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(repeated.statusCode).toBe(201);
    expect([...repeated.json().wp_pattern_category].sort()).toEqual([first, second].sort());
    const byQuery = await t.request({
      method: 'POST',
      url: `${IMPORT}?wp_pattern_category=${second}`,
      session: editor,
      ...multipartForm([file]),
    });
    expect(byQuery.statusCode).toBe(201);
    expect(byQuery.json().wp_pattern_category).toEqual([second]);
  });

  it('accepts the file name in any case', async () => {
    const response = await importFile(admin, [
      patternFile({ title: 'Upper', content: CONTENT }, 'UPPER.JSON'),
    ]);
    expect(response.statusCode).toBe(201);
  });

  it.each([
    ['no file', [] as FormFile[], 'rest_upload_no_data', 'No data supplied.'],
    [
      'a file that is not .json',
      [{ ...patternFile({ title: 'A', content: CONTENT }), filename: 'pattern.txt' }],
      'rest_pattern_invalid_json',
      'Invalid JSON file',
    ],
    [
      'bytes that are not JSON',
      [
        {
          name: 'file',
          filename: 'p.json',
          type: 'application/json',
          bytes: Buffer.from('<p>hello</p>'),
        },
      ],
      'rest_pattern_invalid_json',
      'Invalid JSON file',
    ],
    [
      'a JSON file that is not a pattern',
      [patternFile({ __file: 'wp_template', title: 'A', content: CONTENT })],
      'rest_pattern_invalid_file',
      'Invalid pattern JSON file',
    ],
    [
      'a pattern without content',
      [patternFile({ title: 'A', content: '' })],
      'rest_pattern_invalid_file',
      'Invalid pattern JSON file',
    ],
    [
      'a pattern without a title',
      [patternFile({ content: CONTENT })],
      'rest_pattern_invalid_file',
      'Invalid pattern JSON file',
    ],
  ])('refuses %s with 400 and creates nothing', async (_label, files, code, message) => {
    const before = await patternCount();
    const response = await importFile(admin, files);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code, message, data: { status: 400 } });
    expect(await patternCount()).toBe(before);
  });

  it('answers a body that is not multipart with rest_upload_no_data', async () => {
    const response = await t.request({
      method: 'POST',
      url: IMPORT,
      session: admin,
      payload: { title: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('rest_upload_no_data');
  });

  it.each([
    ['a script element', '<!-- wp:html --><script>alert(1)</script><!-- /wp:html -->'],
    [
      'an event attribute',
      '<!-- wp:image --><figure class="wp-block-image"><img src="a.png" onerror="alert(1)"/></figure><!-- /wp:image -->',
    ],
    [
      'a javascript: link',
      '<!-- wp:paragraph --><p><a href="javascript:alert(1)">x</a></p><!-- /wp:paragraph -->',
    ],
    [
      'an iframe srcdoc',
      '<!-- wp:html --><iframe srcdoc="<script>alert(1)</script>"></iframe><!-- /wp:html -->',
    ],
    [
      'script smuggled in noscript',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript>',
    ],
    ['a script URL in a block attribute', '<!-- wp:button {"url":"javascript:alert(1)"} /-->'],
  ])('refuses %s for an administrator too, creating nothing', async (_label, content) => {
    const before = await patternCount();
    const response = await importFile(admin, [patternFile({ title: 'Evil', content })]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'rest_pattern_has_script',
      message: 'This pattern file holds script, which cannot be imported.',
      data: { status: 400 },
    });
    expect(await patternCount()).toBe(before);
  });

  it('refuses an unknown category id (or one of another taxonomy) naming it, creating nothing', async () => {
    const tag = await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/tags',
      session: admin,
      payload: { name: 'A tag' },
    });
    const tagId = Number(tag.json().id);
    const known = await category('Known');
    for (const id of [987654, tagId]) {
      const before = await patternCount();
      const response = await importFile(admin, [patternFile({ title: 'A', content: CONTENT })], {
        wp_pattern_category: `${known},${id}`,
      });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.code).toBe('rest_invalid_param');
      expect(body.data.status).toBe(400);
      expect(body.data.params.wp_pattern_category).toContain(String(id));
      expect(await patternCount()).toBe(before);
    }
    const malformed = await importFile(admin, [patternFile({ title: 'A', content: CONTENT })], {
      wp_pattern_category: 'first',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('rest_invalid_param');
  });

  it('refuses a file over 2 MB with 413, creating nothing', async () => {
    const before = await patternCount();
    const big = `<!-- wp:paragraph --><p>${'x'.repeat(2 * 1024 * 1024)}</p><!-- /wp:paragraph -->`;
    const response = await importFile(admin, [patternFile({ title: 'Big', content: big })]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      code: 'rest_upload_file_too_big',
      message: 'The pattern file is larger than the 2 MB limit.',
      data: { status: 413 },
    });
    expect(await patternCount()).toBe(before);
  });

  it('sanitises what a user without unfiltered_html imports, as on create', async () => {
    const content = '<!-- wp:html --><form><input name="q"></form><p>kept</p><!-- /wp:html -->';
    const byAuthor = await importFile(author, [patternFile({ title: 'Form', content })]);
    expect(byAuthor.statusCode).toBe(201);
    expect(byAuthor.json().content.raw).not.toContain('<form');
    expect(byAuthor.json().content.raw).toContain('<p>kept</p>');
    const byAdmin = await importFile(admin, [patternFile({ title: 'Form', content })]);
    expect(byAdmin.json().content.raw).toBe(content);
  });

  it('is refused to those who may not create patterns, and to cookie writes without the nonce', async () => {
    const file = [patternFile({ title: 'A', content: CONTENT })];
    const anonymous = await importFile(undefined, file);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('rest_cannot_create');
    const bySubscriber = await importFile(subscriber, file);
    expect(bySubscriber.statusCode).toBe(403);
    expect(bySubscriber.json().code).toBe('rest_cannot_create');
    // A contributor may create patterns but not publish them, as with POST /wp/v2/blocks.
    const byContributor = await importFile(contributor, file);
    expect(byContributor.statusCode).toBe(403);
    expect(byContributor.json().code).toBe('rest_cannot_publish');
    const before = await patternCount();
    const noNonce = await t.request({
      method: 'POST',
      url: IMPORT,
      ...multipartForm(file),
      headers: { cookie: admin.cookie, ...multipartForm(file).headers },
    });
    expect(noNonce.statusCode).toBe(403);
    expect(noNonce.json().code).toBe('rest_cookie_invalid_nonce');
    expect(await patternCount()).toBe(before);
  });

  it('re-imports what the pattern export of the same pattern holds', async () => {
    const created = await t.request({
      method: 'POST',
      url: BLOCKS,
      session: editor,
      payload: {
        title: 'Round trip',
        content: CONTENT,
        status: 'publish',
        wp_pattern_sync_status: 'unsynced',
      },
    });
    const source = created.json();
    const exported = {
      __file: 'wp_block',
      title: source.title.raw,
      content: source.content.raw,
      syncStatus: source.wp_pattern_sync_status === 'unsynced' ? 'unsynced' : 'fully',
    };
    const response = await importFile(editor, [patternFile(exported, 'round-trip.json')]);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      title: { raw: 'Round trip' },
      content: { raw: CONTENT },
      wp_pattern_sync_status: 'unsynced',
    });
    expect(response.json().id).not.toBe(source.id);
  });
});
