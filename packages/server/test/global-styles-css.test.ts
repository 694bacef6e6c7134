import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  createTestApp,
  type Session,
  type TestApp,
  testDialects,
  userGlobalStylesPath,
} from './helpers/test-app.js';

/** Saving custom CSS in global styles: refused with its line when it does not parse or holds markup. */
describe.each(testDialects())('custom CSS in global styles is checked on save (%s)', (dialect) => {
  let t: TestApp;
  let admin: Session;
  let url: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login('admin', ADMIN_PASSWORD);
    url = await userGlobalStylesPath(t, admin);
  });
  afterAll(() => t.close());

  async function stored() {
    const response = await t.request({ method: 'GET', url, session: admin });
    return response.json() as {
      styles: Record<string, unknown>;
      _links: { 'version-history': { count: number }[] };
    };
  }

  async function save(styles: Record<string, unknown>) {
    return t.request({ method: 'POST', url, session: admin, payload: { styles } });
  }

  it('saves valid Additional CSS and block type CSS with nested at-rules', async () => {
    const styles = {
      css: '@media (min-width: 600px) {\n  body { margin: 0; }\n}',
      blocks: { 'core/group': { css: '& > p { margin: 0 }\n&:hover { color: red }' } },
    };
    const saved = await save(styles);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().styles).toEqual(styles);
  });

  it("refuses the site's CSS with an unclosed brace, naming the line, and writes nothing", async () => {
    const before = await stored();
    const refused = await save({ css: 'body { margin: 0; }\n\np {\n  color: red;\n' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: 'rest_invalid_custom_css',
      message:
        'Invalid CSS in styles.css, line 3: This { is never closed: add a } to end the rule.',
      data: {
        status: 400,
        params: { styles: 'styles.css, line 3: This { is never closed: add a } to end the rule.' },
        path: 'styles.css',
        line: 3,
        column: 1,
      },
    });
    const after = await stored();
    expect(after.styles).toEqual(before.styles);
    expect(after._links['version-history'][0]?.count).toBe(
      before._links['version-history'][0]?.count,
    );
  });

  it("refuses a block type's CSS that would close the style element", async () => {
    const before = await stored();
    const refused = await save({
      blocks: { 'core/paragraph': { css: 'color: red;\n}</style><script>alert(1)</script>' } },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'rest_custom_css_illegal_markup',
      message:
        'Invalid CSS in styles.blocks.core/paragraph.css, line 2: Markup is not allowed in CSS.',
      data: { status: 400, line: 2, path: 'styles.blocks.core/paragraph.css' },
    });
    expect((await stored()).styles).toEqual(before.styles);
  });

  it('keeps < inside strings, where it cannot end the element', async () => {
    const saved = await save({ css: 'a[title="<b>"] { color: red }' });
    expect(saved.statusCode).toBe(200);
  });
});
