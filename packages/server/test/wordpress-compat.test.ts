import { createCoreRegistry, invalidBlocks, parseBlocks } from '@atelier/blocks';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  createTestApp,
  type Session,
  type TestApp,
  testDialects,
} from './helpers/test-app.js';
import {
  activateTheme,
  harborFiles,
  PHP_LEAKS,
  uploadTheme,
  zipTheme,
} from './wordpress-compat-harbor.js';

/** A public page of the site and what shows that its template rendered. */
interface SitePage {
  template: string;
  url: () => string;
  status: number;
  shows: string;
}

const FILES = harborFiles();
const slugsIn = (folder: string) =>
  [...FILES.keys()]
    .filter((path) => path.startsWith(`${folder}/`) && path.endsWith('.html'))
    .map((path) => path.slice(folder.length + 1, -'.html'.length))
    .sort();
const PATTERN_SLUGS = [...FILES]
  .filter(([path]) => path.startsWith('patterns/'))
  .map(([, data]) => /^\s*\*\s*Slug:\s*(\S+)/m.exec(new TextDecoder().decode(data))?.[1] ?? '')
  .sort();

const documentOf = (html: string) => new JSDOM(html).window.document;
const classesOf = (element: Element | null | undefined) => [...(element?.classList ?? [])];
/** The declarations of a style attribute, by property. */
function declarations(element: Element | null | undefined): Record<string, string> {
  const style = element?.getAttribute('style') ?? '';
  return Object.fromEntries(
    style
      .split(';')
      .map((rule) => rule.split(':').map((part) => part.trim()))
      .filter(([property]) => property)
      .map(([property, ...value]) => [property, value.join(':')]),
  );
}

/**
 * A page with its layout container classes unnumbered and the block supports rules sorted. The
 * renderer numbers `wp-container-…-is-layout-N` in the order the page's parts finish drawing,
 * which varies from one draw to the next on a busy database; the round trip compares what the
 * theme's files make, not that order.
 */
function withoutContainerNumbers(html: string): string {
  const unnumbered = html.replace(/(wp-container-[a-z0-9-]+-is-layout-)\d+/g, '$1#');
  return unnumbered.replace(
    /(<style id="core-block-supports-inline-css">)([\s\S]*?)(<\/style>)/,
    (_m, open: string, rules: string, close: string) =>
      `${open}${rules.split('\n').sort().join('\n')}${close}`,
  );
}

describe.each(testDialects())('a WordPress block theme installed from its zip (%s)', (dialect) => {
  let t: TestApp;
  let admin: Session;
  let installed: string;
  let activation: string | undefined;
  const links = {
    landing: '',
    untitled: '',
    index: '',
    front: '',
    blog: '',
    post: '',
    category: '',
  };
  const rendered = new Map<string, string>();
  const get = (url: string) => t.request({ method: 'GET', url });
  const api = async (url: string) =>
    (await t.request({ method: 'GET', url: `/wp-json${url}`, session: admin })).json();

  const createPage = async (title: string, template: string, content: string) => {
    const response = await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/pages',
      session: admin,
      payload: { title, template, content, status: 'publish' },
    });
    return new URL(response.json().link as string).pathname;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login('admin', ADMIN_PASSWORD);
    installed = (await uploadTheme(t, admin, 'harbor.zip', zipTheme('harbor', FILES))).body;
    activation = await activateTheme(t, admin, 'harbor');
    const paragraph = (text: string) =>
      `<!-- wp:paragraph -->\n<p>${text}</p>\n<!-- /wp:paragraph -->`;
    links.landing = await createPage(
      'Harbor landing',
      'page-landing',
      paragraph('Welcome aboard.'),
    );
    links.untitled = await createPage(
      'A page without its title',
      'page-no-title',
      paragraph('Only the words.'),
    );
    links.index = await createPage('Shown by index', 'index', paragraph('Index page.'));
    const settings = await api('/wp/v2/settings');
    const front = await api(`/wp/v2/pages/${settings.page_on_front}`);
    const blog = await api(`/wp/v2/pages/${settings.page_for_posts}`);
    const post = (await api('/wp/v2/posts?per_page=1'))[0];
    const category = (await api('/wp/v2/categories?per_page=1'))[0];
    links.front = new URL(front.link).pathname;
    links.blog = new URL(blog.link).pathname;
    links.post = new URL(post.link).pathname;
    links.category = new URL(category.link).pathname;
  });
  afterAll(() => t.close());

  /**
   * Every page as the site serves it once the theme's files have been read: each page is drawn
   * once, then the site's content version moves on (a settings save) so that the page cache
   * holds no draw made while the theme was being read, then each page is drawn again.
   */
  const settledRenders = async () => {
    for (const page of PAGES) await get(page.url());
    const { title } = await api('/wp/v2/settings');
    await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/settings',
      session: admin,
      payload: { title },
    });
    const pages = new Map<string, string>();
    for (const page of PAGES) pages.set(page.template, (await get(page.url())).body);
    return pages;
  };

  const PAGES: SitePage[] = [
    { template: 'index', url: () => links.index, status: 200, shows: 'Logbook' },
    { template: 'home', url: () => links.blog, status: 200, shows: 'Calm water, clear writing' },
    {
      template: 'single',
      url: () => links.post,
      status: 200,
      shows: 'aria-label="Post navigation"',
    },
    { template: 'page', url: () => links.front, status: 200, shows: 'About the harbor' },
    { template: 'archive', url: () => links.category, status: 200, shows: 'Category:' },
    { template: 'search', url: () => '/?s=loom', status: 200, shows: 'Search results for' },
    { template: '404', url: () => '/no-such-mooring/', status: 404, shows: 'Adrift' },
    {
      template: 'page-landing',
      url: () => links.landing,
      status: 200,
      shows: 'What the crew does',
    },
    { template: 'page-no-title', url: () => links.untitled, status: 200, shows: 'Only the words.' },
  ];

  it('installs from the dashboard’s upload form and becomes the active theme', async () => {
    expect(installed).toContain('Installing theme from uploaded file: harbor.zip');
    expect(installed).toContain('Theme installed successfully.');
    expect(activation).toBe('/wp-admin/?activated=true');
    const [active] = await api('/wp/v2/themes?status=active');
    expect(active).toMatchObject({ stylesheet: 'harbor', name: { raw: 'Harbor' } });
  });

  it('lists every template, part and pattern of the theme, with theme.json’s titles and areas', async () => {
    const templates = await api('/wp/v2/templates?context=edit');
    expect(templates.map((t: { slug: string }) => t.slug).sort()).toEqual(slugsIn('templates'));
    const landing = templates.find((t: { slug: string }) => t.slug === 'page-landing');
    expect(landing).toMatchObject({ title: { raw: 'Landing page' }, is_custom: true });
    const parts = await api('/wp/v2/template-parts?context=edit');
    expect(parts.map((p: { slug: string; area: string }) => `${p.slug}:${p.area}`).sort()).toEqual([
      'footer:footer',
      'header:header',
      'sidebar:uncategorized',
    ]);
    const patterns = await api('/wp/v2/block-patterns/patterns');
    const names = patterns.map((p: { name: string }) => p.name);
    expect(PATTERN_SLUGS.filter((slug) => !names.includes(slug))).toEqual([]);
    const cover = patterns.find((p: { name: string }) => p.name === 'harbor/cover-harbor');
    expect(cover).toMatchObject({
      title: 'Harbor at dawn',
      categories: ['banner', 'featured'],
      block_types: ['core/cover'],
      viewport_width: 1400,
    });
    expect(cover.content).toContain(
      'src="/wp-content/themes/harbor/assets/images/harbor-dawn.svg"',
    );
    const hidden = patterns.find((p: { name: string }) => p.name === 'harbor/hidden-404');
    expect(hidden.inserter).toBe(false);
    const landingPattern = patterns.find((p: { name: string }) => p.name === 'harbor/page-landing');
    expect(landingPattern.template_types).toEqual(['page', 'front-page']);
  });

  it.each(PAGES.map((page) => [page.template, page] as const))(
    'renders the %s template on the public site, its patterns found and no PHP showing',
    async (_template, page) => {
      const response = await get(page.url());
      expect(response.statusCode).toBe(page.status);
      rendered.set(page.url(), response.body);
      expect(response.body).toContain(page.shows);
      expect(response.body).not.toContain('Pattern not found');
      expect(PHP_LEAKS.filter((leak) => response.body.includes(leak))).toEqual([]);
      // Every template has the header and footer parts: the site title, the menu and the credit.
      const document = documentOf(response.body);
      expect(
        document.querySelector('header.wp-block-template-part .wp-block-site-title'),
      ).not.toBeNull();
      expect(
        document.querySelector('header.wp-block-template-part nav.wp-block-navigation'),
      ).not.toBeNull();
      const credit = document.querySelector('footer.wp-block-template-part a[rel="nofollow"]');
      expect(credit?.textContent).toBe('WordPress');
      expect(credit?.parentElement?.textContent).toBe('Moored on WordPress');
    },
  );

  it('renders the sidebar part inside the page template’s column', async () => {
    const document = documentOf((await get(links.front)).body);
    const sidebar = document.querySelector('.wp-block-column .wp-block-template-part');
    expect(sidebar?.querySelector('h3')?.textContent).toBe('About the harbor');
    expect(sidebar?.querySelector('form.wp-block-search')).not.toBeNull();
  });

  it('has no invalid or unknown block in any template, part or pattern', async () => {
    const registry = createCoreRegistry();
    const sources: [string, string][] = [
      ...(await api('/wp/v2/templates?context=edit')).map(
        (t: { id: string; content: { raw: string } }) => [t.id, t.content.raw],
      ),
      ...(await api('/wp/v2/template-parts?context=edit')).map(
        (t: { id: string; content: { raw: string } }) => [t.id, t.content.raw],
      ),
      ...(await api('/wp/v2/block-patterns/patterns'))
        .filter((p: { name: string }) => p.name.startsWith('harbor/'))
        .map((p: { name: string; content: string }) => [p.name, p.content]),
    ];
    expect(sources.length).toBe(slugsIn('templates').length + 3 + PATTERN_SLUGS.length);
    const problems: string[] = [];
    for (const [source, markup] of sources) {
      const blocks = parseBlocks(registry, markup);
      for (const block of invalidBlocks(blocks))
        problems.push(`${source}: ${block.name}: ${block.validationIssue ?? 'invalid'}`);
      const unknown = (list: typeof blocks): string[] =>
        list.flatMap((b) => [...(b.isUnknown ? [b.name ?? ''] : []), ...unknown(b.innerBlocks)]);
      for (const name of unknown(blocks)) problems.push(`${source}: ${name}: not registered`);
    }
    expect(problems).toEqual([]);
  });

  it('prints the block library, then global styles, then block supports, on every page', async () => {
    for (const page of PAGES) {
      const html = rendered.get(page.url()) ?? (await get(page.url())).body;
      const ids = [...documentOf(html).head.querySelectorAll('style')].map((style) => style.id);
      const order = [
        'wp-block-library-inline-css',
        'global-styles-inline-css',
        'core-block-supports-inline-css',
      ];
      expect(
        ids.filter((id) => order.includes(id)),
        page.template,
      ).toEqual(order);
    }
  });

  it('renders a cover as WordPress does: aspect ratio at render, layout on the inner container', async () => {
    const template = await api('/wp/v2/templates/harbor//page-landing?context=edit');
    expect(template.content.raw).not.toContain('aspect-ratio');
    const document = documentOf((await get(links.landing)).body);
    const cover = document.querySelector('main .wp-block-cover');
    expect(classesOf(cover).sort()).toEqual(['alignfull', 'has-aspect-ratio', 'wp-block-cover']);
    expect(declarations(cover)).toEqual({ 'aspect-ratio': '16/9', 'min-height': 'unset' });
    const overlay = cover?.querySelector(':scope > span');
    expect(overlay?.getAttribute('aria-hidden')).toBe('true');
    expect(classesOf(overlay).sort()).toEqual([
      'has-accent-1-background-color',
      'has-background-dim',
      'wp-block-cover__background',
    ]);
    const image = cover?.querySelector(':scope > img');
    expect(image?.className).toBe('wp-block-cover__image-background');
    expect(image?.getAttribute('data-object-fit')).toBe('cover');
    const inner = cover?.querySelector(':scope > .wp-block-cover__inner-container');
    const innerClasses = classesOf(inner);
    expect(innerClasses.filter((c) => !c.startsWith('wp-container-')).sort()).toEqual([
      'has-global-padding',
      'is-layout-constrained',
      'wp-block-cover-is-layout-constrained',
      'wp-block-cover__inner-container',
    ]);
    // A content width of its own gets a container class and its rule in the block supports CSS.
    const container = innerClasses.find((c) => c.startsWith('wp-container-core-cover-is-layout-'));
    expect(container).toBeDefined();
    const supports = document.getElementById('core-block-supports-inline-css')?.textContent ?? '';
    expect(supports).toContain(
      `.${container} > :where(:not(.alignleft):not(.alignright):not(.alignfull))`,
    );
    expect(supports).toContain('max-width:560px');
  });

  it('renders columns as WordPress does: a flex container, flow columns, widths as flex-basis', async () => {
    const document = documentOf((await get(links.landing)).body);
    const columns = document.querySelector('main .wp-block-columns');
    const classes = classesOf(columns);
    expect(classes.filter((c) => !c.startsWith('wp-container-')).sort()).toEqual([
      'alignwide',
      'are-vertically-aligned-top',
      'is-layout-flex',
      'wp-block-columns',
      'wp-block-columns-is-layout-flex',
    ]);
    expect(classes.some((c) => c.startsWith('wp-container-core-columns-is-layout-'))).toBe(true);
    const [first, second] = [...(columns?.querySelectorAll(':scope > .wp-block-column') ?? [])];
    expect(classesOf(first).sort()).toEqual([
      'is-layout-flow',
      'is-vertically-aligned-top',
      'wp-block-column',
      'wp-block-column-is-layout-flow',
    ]);
    expect(declarations(first)).toEqual({ 'flex-basis': '40%' });
    expect(second?.getAttribute('style')).toBeNull();
    const footer = document.querySelector('footer .wp-block-columns');
    expect(classesOf(footer)).toContain('is-not-stacked-on-mobile');
  });

  it('renders navigation as WordPress does: overlay menu in the header, a plain vertical list in the footer', async () => {
    const document = documentOf((await get(links.front)).body);
    const header = document.querySelector('header nav.wp-block-navigation');
    expect(classesOf(header)).toEqual(
      expect.arrayContaining([
        'is-responsive',
        'items-justified-right',
        'is-layout-flex',
        'wp-block-navigation-is-layout-flex',
      ]),
    );
    const open = header?.querySelector('button.wp-block-navigation__responsive-container-open');
    expect(open?.getAttribute('aria-label')).toBe('Open menu');
    const dialog = header?.querySelector('.wp-block-navigation__responsive-container');
    expect(
      dialog
        ?.querySelector('button.wp-block-navigation__responsive-container-close')
        ?.getAttribute('aria-label'),
    ).toBe('Close menu');

    const footer = document.querySelector('footer nav.wp-block-navigation');
    expect(footer?.getAttribute('aria-label')).toBe('Footer');
    expect(classesOf(footer)).toEqual(
      expect.arrayContaining([
        'is-vertical',
        'is-layout-flex',
        'wp-block-navigation-is-layout-flex',
      ]),
    );
    expect(classesOf(footer)).not.toContain('is-responsive');
    expect(footer?.querySelector('.wp-block-navigation__responsive-container')).toBeNull();
    const items = [...(footer?.querySelectorAll('ul.wp-block-navigation__container > li') ?? [])];
    expect(items.map((li) => li.textContent)).toEqual(['Blog', 'About', 'Tide tables']);
    expect(classesOf(items[0]).sort()).toEqual([
      'wp-block-navigation-item',
      'wp-block-navigation-link',
    ]);
    expect(
      items[0]?.querySelector(
        'a.wp-block-navigation-item__content > span.wp-block-navigation-item__label',
      )?.textContent,
    ).toBe('Blog');
  });

  it('renders a group saved with tagName nav as a <nav> with its label and flex layout', async () => {
    const document = documentOf((await get(links.post)).body);
    const nav = document.querySelector('nav.wp-block-group[aria-label="Post navigation"]');
    expect(nav).not.toBeNull();
    expect(classesOf(nav)).toEqual(
      expect.arrayContaining([
        'alignwide',
        'is-layout-flex',
        'wp-block-group-is-layout-flex',
        'is-content-justification-space-between',
      ]),
    );
  });

  it('shows what functions.php registers: the pattern category and the block style’s CSS', async () => {
    const categories = await api('/wp/v2/block-patterns/categories');
    expect(categories).toContainEqual(
      expect.objectContaining({ name: 'harbor_crew', label: 'Crew' }),
    );
    const page = (await get(links.front)).body;
    expect(page).toContain('class="wp-block-list is-style-anchor-list has-small-font-size"');
    expect(page).toMatch(/ul\.is-style-anchor-list\s*\{\s*list-style-type:\s*"\\2693";/);
  });

  it('refuses broken theme zips with WordPress’s messages and installs nothing', async () => {
    const without = (path: string) =>
      zipTheme('harbor', new Map([...FILES].filter(([file]) => file !== path)));
    const cases: [string, Uint8Array, string][] = [
      ['notes.zip', strToU8('not a zip at all'), 'Incompatible Archive.'],
      [
        'no-style.zip',
        without('style.css'),
        'The package could not be installed. The theme is missing the style.css stylesheet.',
      ],
      [
        'no-index.zip',
        without('templates/index.html'),
        'The package could not be installed. Template is missing. Standalone themes need to have a templates/index.html or index.php template file.',
      ],
    ];
    for (const [name, zip, message] of cases) {
      const response = await uploadTheme(t, admin, name, zip);
      expect(response.statusCode, name).toBe(400);
      expect(response.body, name).toContain(message);
      expect(response.body, name).toContain('Theme installation failed.');
    }
    expect(
      t.app.themes.list().filter((theme) => theme.stylesheet.startsWith('harbor')),
    ).toHaveLength(1);
  });

  it('round trip: the export, uploaded as a new theme and activated, renders the same pages', async () => {
    const before = await settledRenders();
    const exported = await t.request({
      method: 'GET',
      url: '/wp-json/wp-block-editor/v1/export',
      session: admin,
    });
    expect(exported.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(exported.rawPayload));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['style.css', 'theme.json', 'functions.php']),
    );
    const style = new TextDecoder().decode(files['style.css']);
    files['style.css'] = strToU8(style.replace('Theme Name: Harbor', 'Theme Name: Harbor Again'));
    const again = await uploadTheme(t, admin, 'harbor-again.zip', zipSync(files));
    expect(again.body).toContain('Theme installed successfully.');
    expect(await activateTheme(t, admin, 'harbor-again')).toBe('/wp-admin/?activated=true');
    const after = await settledRenders();
    for (const page of PAGES) {
      const exportedPage = after.get(page.template)?.replaceAll('harbor-again', 'harbor') ?? '';
      expect(withoutContainerNumbers(exportedPage), page.template).toBe(
        withoutContainerNumbers(before.get(page.template) ?? ''),
      );
    }
  });
});
