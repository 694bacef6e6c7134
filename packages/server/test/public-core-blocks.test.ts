import { ACCORDION_VIEW_SCRIPT } from '@atelier/blocks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPost } from '../src/posts/post-store.js';
import { findUserByLogin } from '../src/users/user-store.js';
import { createTestApp, type TestApp, testDialects } from './helpers/test-app.js';

const ACCORDION =
  '<!-- wp:accordion -->\n<div role="group" class="wp-block-accordion"><!-- wp:accordion-item -->\n<div class="wp-block-accordion-item"><!-- wp:accordion-heading -->\n<h3 class="wp-block-accordion-heading has-icon has-icon-right"><button type="button" class="wp-block-accordion-heading__toggle"><span class="wp-block-accordion-heading__toggle-title">Opening hours?</span><span class="wp-block-accordion-heading__toggle-icon" aria-hidden="true">+</span></button></h3>\n<!-- /wp:accordion-heading -->\n\n<!-- wp:accordion-panel -->\n<div role="region" class="wp-block-accordion-panel"><!-- wp:paragraph -->\n<p>Nine to five.</p>\n<!-- /wp:paragraph --></div>\n<!-- /wp:accordion-panel --></div>\n<!-- /wp:accordion-item --></div>\n<!-- /wp:accordion -->';

const FILE =
  '<!-- wp:file {"href":"/wp-content/uploads/menu.pdf"} -->\n<div class="wp-block-file"><a id="wp-block-file--media-1" href="/wp-content/uploads/menu.pdf">Menu</a><a href="/wp-content/uploads/menu.pdf" class="wp-block-file__button wp-element-button" download aria-describedby="wp-block-file--media-1">Download</a></div>\n<!-- /wp:file -->';

const UNKNOWN =
  '<!-- wp:acme/notice {"tone":"warm"} -->\n<aside class="acme-notice"><!-- wp:paragraph -->\n<p>Kept as saved.</p>\n<!-- /wp:paragraph --></aside>\n<!-- /wp:acme/notice -->';

describe.each(testDialects())('the remaining core blocks on the public site (%s)', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const author = await findUserByLogin(t.app.db, 'admin');
    if (!author) throw new Error('The seeded administrator is missing.');
    await insertPost(t.app.db, {
      type: 'page',
      status: 'publish',
      title: 'Questions',
      slug: 'questions',
      author: author.id,
      content: [ACCORDION, FILE, UNKNOWN].join('\n\n'),
    });
    await insertPost(t.app.db, {
      type: 'page',
      status: 'publish',
      title: 'Plain',
      slug: 'plain',
      author: author.id,
      content: '<!-- wp:paragraph -->\n<p>Nothing to open.</p>\n<!-- /wp:paragraph -->',
    });
  });
  afterAll(() => t.close());

  it('renders an accordion with its heading tied to a panel hidden until found', async () => {
    const page = await t.request({ url: '/questions/' });
    expect(page.statusCode).toBe(200);
    const button =
      /<button type="button" class="wp-block-accordion-heading__toggle" id="([^"]+)" aria-controls="([^"]+)" aria-expanded="false">/.exec(
        page.body,
      );
    expect(button).not.toBeNull();
    expect(button?.[2]).toBe(`${button?.[1]}-panel`);
    const panel = /<div role="region" class="wp-block-accordion-panel[^"]*"([^>]*)>/.exec(
      page.body,
    );
    expect(panel?.[1]).toBe(
      ` id="${button?.[1]}-panel" aria-labelledby="${button?.[1]}" hidden="until-found"`,
    );
    expect(page.body).toContain('.wp-block-accordion-heading__toggle{');
  });

  it('loads the accordion view script only on pages with an accordion, and serves it', async () => {
    const page = await t.request({ url: '/questions/' });
    const head = page.body.slice(0, page.body.indexOf('</head>'));
    const tag =
      /<script src="(\/wp-includes\/js\/accordion-view\.js\?ver=[0-9a-f]{12})" defer><\/script>/.exec(
        head,
      );
    expect(tag).not.toBeNull();
    const plain = await t.request({ url: '/plain/' });
    expect(plain.body).not.toContain('accordion-view.js');
    const script = await t.request({ url: tag?.[1] ?? '' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.body).toBe(ACCORDION_VIEW_SCRIPT);
  });

  it('prints the file block and an unknown block as saved', async () => {
    const page = await t.request({ url: '/questions/' });
    expect(page.body).toContain(
      '<a href="/wp-content/uploads/menu.pdf" class="wp-block-file__button wp-element-button" download aria-describedby="wp-block-file--media-1">Download</a>',
    );
    // The unknown wrapper as saved; the paragraph inside it rendered like any other.
    expect(page.body).toMatch(
      /<aside class="acme-notice">\n<p[^>]*>Kept as saved\.<\/p>\n<\/aside>/,
    );
  });
});
