import { type SiteStylesheet, siteStylesheet, type ThemeJson } from '@atelier/theme-json';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSiteStyles } from '../src/site/site-styles.js';
import { fakeEditorDist } from './helpers/fake-editor-dist.js';
import {
  ADMIN_PASSWORD,
  createTestApp,
  type Session,
  type TestApp,
  testDialects,
} from './helpers/test-app.js';

interface Primed {
  stylesheet: string;
  user: ThemeJson;
  pieces: SiteStylesheet['pieces'];
  duotoneSvgs: string;
}

function primedOf(html: string): Primed | null {
  const match =
    /<script type="application\/json" id="atelier-canvas-stylesheet">(.*?)<\/script>/s.exec(html);
  return match?.[1] ? (JSON.parse(match[1]) as Primed) : null;
}

/** A theme.json layer from a REST answer, as the editor reads one (`settings` and `styles`). */
function layerOf(body: unknown): ThemeJson {
  const { settings, styles } = body as { settings?: unknown; styles?: unknown };
  return { version: 3, settings, styles } as ThemeJson;
}

describe.each(testDialects())("the editing canvas's stylesheet in its page (%s)", (dialect) => {
  let t: TestApp;
  let admin: Session;
  let stylesheet: string;
  beforeAll(async () => {
    t = await createTestApp(dialect, { editorDistDir: fakeEditorDist() });
    admin = await t.login('admin', ADMIN_PASSWORD);
    stylesheet = t.app.themes.defaultStylesheet() ?? '';
  });
  afterAll(() => t.close());

  const page = async (query: string) => {
    const response = await t.request({
      method: 'GET',
      url: `/wp-admin/site-editor.php?${query}`,
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(200);
    return response.body;
  };
  const editIndex = () =>
    page(`p=${encodeURIComponent(`/wp_template/${stylesheet}//index`)}&canvas=edit`);
  const rest = async (path: string) =>
    (await t.request({ method: 'GET', url: `/wp-json${path}`, session: admin })).json() as {
      id?: number;
      styles?: unknown;
      settings?: unknown;
    };

  /** What the editor builds from the REST answers it reads: the theme's and the user's styles. */
  const editorBuild = async () => {
    const theme = await rest(`/wp/v2/global-styles/themes/${stylesheet}?context=edit`);
    const [active] = (await rest('/wp/v2/themes?status=active')) as unknown as {
      _links: Record<string, { href: string }[]>;
    }[];
    const href = active?._links['wp:user-global-styles']?.[0]?.href ?? '';
    const user = await rest(`/wp/v2/global-styles/${href.split('/').pop()}?context=edit`);
    return siteStylesheet({ stylesheet, theme: layerOf(theme), user: layerOf(user) });
  };

  const expectSameAsBuilt = async (primed: Primed | null) => {
    expect(primed?.stylesheet).toBe(stylesheet);
    const css = primed?.pieces.map((piece) => piece.css).join('');
    const theme = t.app.themes.get(stylesheet);
    if (!theme) throw new Error('no default theme');
    // Byte for byte the public site's stylesheet, and what the editor would build itself.
    expect(css).toBe((await buildSiteStyles(t.app, theme)).css);
    const built = await editorBuild();
    expect(primed?.pieces).toEqual(built.pieces);
    expect(primed?.duotoneSvgs).toBe(built.duotoneSvgs);
  };

  it("holds the theme's stylesheet under the user's styles, as the site and the editor build it", async () => {
    const primed = primedOf(await editIndex());
    expect(primed?.pieces.length).toBeGreaterThan(1);
    await expectSameAsBuilt(primed);
  });

  it("follows a save of the user's styles", async () => {
    const [active] = (await rest('/wp/v2/themes?status=active')) as unknown as {
      _links: Record<string, { href: string }[]>;
    }[];
    const id = active?._links['wp:user-global-styles']?.[0]?.href.split('/').pop();
    const saved = await t.request({
      method: 'POST',
      url: `/wp-json/wp/v2/global-styles/${id}`,
      session: admin,
      payload: { styles: { color: { text: '#123456' } }, settings: {} },
    });
    expect(saved.statusCode).toBe(200);
    const primed = primedOf(await editIndex());
    expect(primed?.user).toMatchObject({ styles: { color: { text: '#123456' } } });
    expect(primed?.pieces.map((piece) => piece.css).join('')).toContain('#123456');
    await expectSameAsBuilt(primed);
  });

  it('is the one the public site prints, whichever of them builds it after a save', async () => {
    const publicCss = async () =>
      (await t.request({ method: 'GET', url: '/', headers: { cookie: admin.cookie } })).body;
    const [active] = (await rest('/wp/v2/themes?status=active')) as unknown as {
      _links: Record<string, { href: string }[]>;
    }[];
    const id = active?._links['wp:user-global-styles']?.[0]?.href.split('/').pop();
    const save = async (text: string) => {
      const saved = await t.request({
        method: 'POST',
        url: `/wp-json/wp/v2/global-styles/${id}`,
        session: admin,
        payload: { styles: { color: { text } }, settings: {} },
      });
      expect(saved.statusCode).toBe(200);
    };
    // The editor page builds it first, then the public site; then the other way round.
    await save('#654321');
    expect(
      primedOf(await editIndex())
        ?.pieces.map((piece) => piece.css)
        .join(''),
    ).toContain('#654321');
    expect(await publicCss()).toContain('#654321');
    await save('#0a0b0c');
    expect(await publicCss()).toContain('#0a0b0c');
    const primed = primedOf(await editIndex());
    expect(primed?.user).toMatchObject({ styles: { color: { text: '#0a0b0c' } } });
    await expectSameAsBuilt(primed);
  });

  it('is left out of the screens without the editing canvas and of a previewed theme', async () => {
    expect(primedOf(await page('p=%2Fwp_template'))).toBeNull();
    // Quarry, the other bundled block theme, previewed while Loom is active.
    expect(t.app.themes.get('quarry')).toBeDefined();
    const previewed = await page(
      `p=${encodeURIComponent(`/wp_template/${stylesheet}//index`)}&canvas=edit&wp_theme_preview=quarry`,
    );
    expect(previewed).toContain('atelier-editor-bootstrap');
    expect(primedOf(previewed)).toBeNull();
  });
});
