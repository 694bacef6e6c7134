import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loraFile, woffToSfnt } from './helpers/font-fixtures.js';
import { createFamily, uploadFace } from './helpers/font-library-requests.js';
import {
  ADMIN_PASSWORD,
  createTestApp,
  type Session,
  type TestApp,
  testDialects,
  userGlobalStylesPath,
} from './helpers/test-app.js';

interface InstalledFace {
  font_face_settings: { src: string; fontWeight: string; fontStyle: string; fontFamily: string };
}

/** The `@font-face` rules of the home page's global styles. */
function fontFaceRules(html: string): string[] {
  const { document } = new JSDOM(html).window;
  const css = document.querySelector('style#global-styles-inline-css')?.textContent ?? '';
  return css.match(/@font-face\{[^}]*\}/g) ?? [];
}

describe.each(testDialects())('font files and the public site (%s)', (dialect) => {
  let t: TestApp;
  let admin: Session;
  let bold: InstalledFace;
  let regular: InstalledFace;
  let ttf: InstalledFace;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login('admin', ADMIN_PASSWORD);
    const family = await createFamily(t, admin, {
      name: 'Lora',
      slug: 'lora',
      fontFamily: 'Lora, serif',
    });
    const id = family.json().id;
    const face = async (file: string, bytes: Buffer) => {
      const response = await uploadFace(t, admin, id, { src: 'file-0-0' }, [
        { field: 'file-0-0', filename: file, bytes },
      ]);
      expect(response.statusCode).toBe(201);
      return response.json() as InstalledFace;
    };
    bold = await face('bold.woff2', loraFile('lora-latin-700-italic.woff2'));
    regular = await face('regular.woff', loraFile('lora-latin-400-normal.woff'));
    ttf = await face('medium.ttf', woffToSfnt(loraFile('lora-latin-500-normal.woff')));
  });
  afterAll(() => t.close());

  it('serves each file with its font type, a year’s immutable cache and an ETag', async () => {
    const expected: [InstalledFace, string, Buffer][] = [
      [bold, 'font/woff2', loraFile('lora-latin-700-italic.woff2')],
      [regular, 'font/woff', loraFile('lora-latin-400-normal.woff')],
      [ttf, 'font/ttf', woffToSfnt(loraFile('lora-latin-500-normal.woff'))],
    ];
    for (const [face, type, bytes] of expected) {
      const url = face.font_face_settings.src;
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe(type);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.rawPayload.equals(bytes)).toBe(true);
      const etag = response.headers.etag;
      expect(typeof etag).toBe('string');
      const again = await t.request({
        method: 'GET',
        url,
        headers: { 'if-none-match': etag as string },
      });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    }
  });

  it('serves nothing but the files it stored', async () => {
    const name = bold.font_face_settings.src.split('/').pop() ?? '';
    for (const url of [
      '/wp-content/fonts/..%2F..%2Fetc%2Fpasswd',
      '/wp-content/fonts/../uploads/x.woff2',
      `/wp-content/fonts/%2e%2e/${name}`,
      '/wp-content/fonts/lora-000000000000.woff2',
      `/wp-content/fonts/${name.replace('.woff2', '.txt')}`,
      '/wp-content/fonts/',
    ]) {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('prints @font-face for exactly the activated faces, with font-display: swap', async () => {
    const home = async () => (await t.request({ method: 'GET', url: '/' })).body;
    const installedSources = [bold, regular, ttf].map((f) => f.font_face_settings.src);
    const before = fontFaceRules(await home());
    for (const src of installedSources) {
      expect(before.some((rule) => rule.includes(src))).toBe(false);
    }

    // The editor activates one variant: the family goes to the custom list with that face.
    const stylesPath = await userGlobalStylesPath(t, admin);
    const saved = await t.request({
      method: 'POST',
      url: stylesPath,
      session: admin,
      payload: {
        settings: {
          typography: {
            fontFamilies: {
              custom: [
                {
                  name: 'Lora',
                  slug: 'lora',
                  fontFamily: 'Lora, serif',
                  // A face written without font-display gets swap too (the site's default).
                  fontFace: [
                    bold.font_face_settings,
                    { ...regular.font_face_settings, fontDisplay: undefined },
                  ],
                },
              ],
            },
          },
        },
      },
    });
    expect(saved.statusCode).toBe(200);

    const after = fontFaceRules(await home());
    const lora = after.filter((rule) => installedSources.some((src) => rule.includes(src)));
    expect(lora).toEqual([
      `@font-face{font-family: Lora;font-style: italic;font-weight: 700;font-display: swap;src: url('${bold.font_face_settings.src}') format('woff2');}`,
      `@font-face{font-family: Lora;font-style: normal;font-weight: 400;font-display: swap;src: url('${regular.font_face_settings.src}') format('woff');}`,
    ]);
    // The theme's own faces are still printed beside it.
    expect(after.length).toBeGreaterThan(lora.length);
  });

  it('stores a family name with quotes and </style> so it cannot leave its rule', async () => {
    const family = await createFamily(t, admin, {
      name: 'Evil "Font" </style><script>alert(1)</script>',
      slug: 'evil-font',
      fontFamily: `Evil"; } body { background: red } </style><img src=x onerror=alert(1)>`,
    });
    expect(family.statusCode).toBe(201);
    const settings = family.json().font_family_settings;
    expect(settings).toEqual({
      name: 'Evil "Font" alert(1)',
      slug: 'evil-font',
      fontFamily: '"Evil body background: red"',
    });
    const face = await uploadFace(
      t,
      admin,
      family.json().id,
      { fontFamily: settings.fontFamily, src: 'file-0-0' },
      [
        {
          field: 'file-0-0',
          filename: 'evil.woff2',
          bytes: loraFile('lora-latin-600-normal.woff2'),
        },
      ],
    );
    expect(face.statusCode).toBe(201);
    const stylesPath = await userGlobalStylesPath(t, admin);
    const saved = await t.request({
      method: 'POST',
      url: stylesPath,
      session: admin,
      payload: {
        settings: {
          typography: {
            fontFamilies: {
              custom: [{ ...settings, fontFace: [face.json().font_face_settings] }],
            },
          },
        },
        styles: {
          elements: { heading: { typography: { fontFamily: 'var:preset|font-family|evil-font' } } },
        },
      },
    });
    expect(saved.statusCode).toBe(200);
    const html = (await t.request({ method: 'GET', url: '/' })).body;
    const { document } = new JSDOM(html).window;
    expect(document.querySelectorAll('img[onerror]').length).toBe(0);
    expect(html).not.toContain('alert(1)');
    const css = document.querySelector('style#global-styles-inline-css')?.textContent ?? '';
    expect(css).toContain('@font-face{font-family: "Evil body background: red";');
    expect(css).toContain('--wp--preset--font-family--evil-font: "Evil body background: red";');
    expect(css).not.toContain('background: red }');
  });
});
