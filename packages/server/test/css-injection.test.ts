import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginWithRole } from './helpers/role-sessions.js';
import {
  ADMIN_PASSWORD,
  createTestApp,
  type Session,
  type TestApp,
  testDialects,
} from './helpers/test-app.js';

/**
 * Issue 13, hole 3: CSS-bearing values must never close the `<style>` element (or a style
 * attribute) they are written into. Each case saves one value that tries to break out, renders
 * the public page and reads it with a spec-compliant parser (jsdom, no scripts run): every
 * `<style>` must hold no `</style`, and no element the value tried to add may exist.
 */
const PAYLOAD = '1px;}</style><img class="css-injected" src=x onerror=alert(1)>';
const COLOR_PAYLOAD = 'red;}</style><img class="css-injected" src=x onerror=alert(1)>';

/** The block grammar's own escaping of attribute JSON, as the editor writes it. */
function blockComment(name: string, attributes: unknown, inner = ''): string {
  const json = JSON.stringify(attributes)
    .replace(/--/g, '\\u002d\\u002d')
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
  return inner === ''
    ? `<!-- wp:${name} ${json} /-->`
    : `<!-- wp:${name} ${json} -->${inner}<!-- /wp:${name} -->`;
}

const group = (attributes: unknown) =>
  blockComment('group', attributes, '<div class="wp-block-group"><p>inside</p></div>');

/** Author-writable block attributes that end up in a stylesheet or a style attribute. */
const AUTHOR_CASES: [label: string, markup: string][] = [
  ['group layout.contentSize', group({ layout: { type: 'constrained', contentSize: PAYLOAD } })],
  ['group layout.wideSize', group({ layout: { type: 'constrained', wideSize: PAYLOAD } })],
  ['group style.spacing.blockGap', group({ style: { spacing: { blockGap: PAYLOAD } } })],
  [
    'flex group style.spacing.blockGap.left',
    group({ layout: { type: 'flex' }, style: { spacing: { blockGap: { left: PAYLOAD } } } }),
  ],
  [
    'grid group layout.minimumColumnWidth',
    group({ layout: { type: 'grid', minimumColumnWidth: PAYLOAD } }),
  ],
  [
    'group style.elements.link.color.text',
    group({ style: { elements: { link: { color: { text: COLOR_PAYLOAD } } } } }),
  ],
  [
    'group style.elements.link :hover color',
    group({ style: { elements: { link: { ':hover': { color: { text: COLOR_PAYLOAD } } } } } }),
  ],
  [
    'group style.elements.heading.color.background',
    group({ style: { elements: { heading: { color: { background: COLOR_PAYLOAD } } } } }),
  ],
  [
    'group style.elements.button.color.text',
    group({ style: { elements: { button: { color: { text: COLOR_PAYLOAD } } } } }),
  ],
  [
    'group style.elements.h2.color.text',
    group({ style: { elements: { h2: { color: { text: COLOR_PAYLOAD } } } } }),
  ],
  [
    'image style.color.duotone',
    blockComment(
      'image',
      { style: { color: { duotone: `var:preset|duotone|x ${PAYLOAD}` } } },
      '<figure class="wp-block-image"><img src="/a.png" alt=""/></figure>',
    ),
  ],
  [
    'post-title style.color.text',
    blockComment('post-title', { style: { color: { text: COLOR_PAYLOAD } } }),
  ],
  [
    'post-title style.typography.fontFamily',
    blockComment('post-title', { style: { typography: { fontFamily: PAYLOAD } } }),
  ],
  [
    'post-title style.spacing.padding.top',
    blockComment('post-title', { style: { spacing: { padding: { top: PAYLOAD } } } }),
  ],
  [
    'post-title style.border.radius',
    blockComment('post-title', { style: { border: { radius: PAYLOAD } } }),
  ],
  [
    'post-title style.color.gradient',
    blockComment('post-title', {
      style: { color: { gradient: `linear-gradient(red, blue);}${PAYLOAD}` } },
    }),
  ],
  [
    'site-title style.typography.letterSpacing',
    blockComment('site-title', { style: { typography: { letterSpacing: PAYLOAD } } }),
  ],
];

/** Custom CSS that tries to close `<style>`: refused on save (global-styles-css.test.ts has more). */
const ADMIN_CSS_CASES: [label: string, body: Record<string, unknown>][] = [
  ['styles.css (custom CSS)', { styles: { css: `p{color:red}${PAYLOAD}` } }],
  [
    "styles.blocks['core/group'].css",
    { styles: { blocks: { 'core/group': { css: `& > p{color:red}${PAYLOAD}` } } } },
  ],
];

/** Admin-only global styles (font families and the like). */
const ADMIN_CASES: [label: string, body: Record<string, unknown>][] = [
  ['styles.color.text', { styles: { color: { text: COLOR_PAYLOAD } } }],
  ['styles.spacing.blockGap', { styles: { spacing: { blockGap: PAYLOAD } } }],
  ['settings.layout.contentSize', { settings: { layout: { contentSize: PAYLOAD } } }],
  ['settings.custom value', { settings: { custom: { evil: PAYLOAD } } }],
  [
    'settings.color.palette colour',
    {
      settings: {
        color: { palette: { custom: [{ slug: 'evil', name: 'Evil', color: COLOR_PAYLOAD }] } },
      },
    },
  ],
  [
    'font family (fontFamily and face name)',
    {
      settings: {
        typography: {
          fontFamilies: {
            custom: [
              {
                slug: 'evil',
                name: 'Evil',
                fontFamily: `"Evil${PAYLOAD}", serif`,
                fontFace: [{ fontFamily: `Evil${PAYLOAD}`, src: ['/wp-content/fonts/evil.woff2'] }],
              },
            ],
          },
        },
      },
    },
  ],
];

interface PageCheck {
  styleTexts: string[];
  /** Elements the payload tried to add. */
  injected: number;
  /** Style or class attributes that took the payload in (CSS injection inside an attribute). */
  tainted: number;
}

function inspect(html: string): PageCheck {
  const { document } = new JSDOM(html).window;
  return {
    styleTexts: [...document.querySelectorAll('style')].map((style) => style.textContent ?? ''),
    injected: document.querySelectorAll('img.css-injected, img[onerror]').length,
    tainted: document.querySelectorAll('[style*="css-injected"], [class*="css-injected"]').length,
  };
}

describe.each(testDialects())('CSS values cannot break out of <style> (%s)', (dialect) => {
  let t: TestApp;
  let admin: Session;
  let author: Session;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login('admin', ADMIN_PASSWORD);
    author = await loginWithRole(t, 'author');
  });
  afterAll(() => t.close());

  async function publicPage(path: string): Promise<PageCheck> {
    const response = await t.request({ method: 'GET', url: path });
    expect(response.statusCode).toBe(200);
    return inspect(response.body);
  }

  it.each(AUTHOR_CASES)("an author's %s stays inside the stylesheet", async (label, markup) => {
    const created = await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/posts',
      session: author,
      payload: { title: label, status: 'publish', content: markup },
    });
    expect(created.statusCode).toBe(201);
    const page = await publicPage(new URL(created.json().link as string).pathname);
    expect(page.styleTexts.length).toBeGreaterThan(0);
    for (const text of page.styleTexts) expect(text.toLowerCase()).not.toContain('</style');
    expect(page.injected).toBe(0);
    expect(page.tainted).toBe(0);
  });

  async function userStylesUrl(): Promise<string> {
    const active = await t.request({
      method: 'GET',
      url: '/wp-json/wp/v2/themes?status=active&context=edit',
      session: admin,
    });
    return new URL(active.json()[0]._links['wp:user-global-styles'][0].href as string).pathname;
  }

  it.each(ADMIN_CASES)(
    "an administrator's %s stays inside the stylesheet",
    async (_label, body) => {
      const url = await userStylesUrl();
      const saved = await t.request({ method: 'POST', url, session: admin, payload: body });
      expect(saved.statusCode).toBe(200);
      try {
        const page = await publicPage('/');
        const global = page.styleTexts.join('\n');
        expect(global).toContain('wp-site-blocks');
        for (const text of page.styleTexts) expect(text.toLowerCase()).not.toContain('</style');
        expect(page.injected).toBe(0);
      } finally {
        await t.request({
          method: 'POST',
          url,
          session: admin,
          payload: { styles: {}, settings: {} },
        });
      }
    },
  );

  it.each(ADMIN_CSS_CASES)("an administrator's %s is refused", async (_label, body) => {
    const url = await userStylesUrl();
    const saved = await t.request({ method: 'POST', url, session: admin, payload: body });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().code).toBe('rest_custom_css_illegal_markup');
    const page = await publicPage('/');
    expect(page.injected).toBe(0);
  });

  it("keeps administrators' custom CSS working, child combinators included", async () => {
    const url = await userStylesUrl();
    const css = '.entry-content > p{color:#123456}a[title="<b>"]{color:red}';
    const saved = await t.request({
      method: 'POST',
      url,
      session: admin,
      payload: { styles: { css } },
    });
    expect(saved.statusCode).toBe(200);
    const page = await publicPage('/');
    const global = page.styleTexts.join('\n');
    expect(global).toContain('.entry-content > p{color:#123456}');
    expect(global).toContain('a[title="\\3c b>"]{color:red}');
    await t.request({ method: 'POST', url, session: admin, payload: { styles: {} } });
  });
});
