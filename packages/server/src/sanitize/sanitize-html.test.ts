import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCoreRegistry, invalidBlocks, parseBlocks } from '@atelier/blocks';
import { saveCases } from '@atelier/blocks/save-cases';
import { describe, expect, it } from 'vitest';
import { DEMO_PAGES, DEMO_POSTS } from '../seed/demo-content.js';
import { sanitizeHtml, sanitizeTitle } from './sanitize-html.js';

describe('sanitizeHtml', () => {
  it('keeps ordinary markup and block delimiters as written', async () => {
    const html =
      '<!-- wp:paragraph {"align":"center"} -->\n<p class="has-text-align-center">Hi <a href="/x">there</a> &amp; 2 &lt; 3</p>\n<!-- /wp:paragraph -->';
    expect(await sanitizeHtml(html)).toBe(html);
  });

  it('returns text without markup unchanged', async () => {
    expect(await sanitizeHtml('Fish & Chips &amp; more')).toBe('Fish & Chips &amp; more');
  });

  it('removes script elements with their content and other active elements', async () => {
    expect(await sanitizeHtml('<p>a</p><script>alert(1)</script><p>b</p>')).toBe(
      '<p>a</p><p>b</p>',
    );
    expect(await sanitizeHtml('<p>a</p><script>never closed')).toBe('<p>a</p>');
    expect(await sanitizeHtml('<iframe srcdoc="<script>x</script>"></iframe>ok')).toBe('ok');
    expect(
      await sanitizeHtml('<meta http-equiv="refresh" content="0;url=x"><base href="//e">ok'),
    ).toBe('ok');
    expect(await sanitizeHtml('<object data="x.swf"></object><embed src="x.swf">ok')).toBe('ok');
  });

  it('removes event handlers and script URLs, however they are spelled', async () => {
    expect(await sanitizeHtml('<img src="a.png" onerror="alert(1)" alt="x">')).toBe(
      '<img src="a.png" alt="x">',
    );
    expect(await sanitizeHtml('<a href=" JaVa\tScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(await sanitizeHtml('<a href="&#106;avascript&colon;alert(1)">x</a>')).toBe('<a>x</a>');
    expect(await sanitizeHtml('<a href="data:text/html,<script>x</script>">x</a>')).toBe(
      '<a>x</a>',
    );
    expect(await sanitizeHtml('<a href="https://example.com/?q=javascript:">x</a>')).toBe(
      '<a href="https://example.com/?q=javascript:">x</a>',
    );
  });

  it('parses raw-text and comment tricks as the browser does', async () => {
    const cases = [
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
      '<style><img src=x onerror=alert(1)></style>',
      '<textarea><img src=x onerror=alert(1)></textarea>',
      '<title><img src=x onerror=alert(1)></title>',
      '<xmp><img src=x onerror=alert(1)></xmp>',
      '<noembed><img src=x onerror=alert(1)></noembed>',
      '<noframes><img src=x onerror=alert(1)></noframes>',
      '<p><!--><img src=x onerror=alert(1)>--></p>',
      '<!--!><img src=x onerror=alert(1)>-->',
      '<svg><animate attributeName="href" to="javascript:alert(1)"/><a><text>x</text></a></svg>',
      '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
    ];
    for (const html of cases) {
      const clean = await sanitizeHtml(html);
      expect(clean).not.toMatch(
        /<img[^>]*onerror|<style|<textarea|<title|<xmp|<noscript|<animate|javascript:/i,
      );
    }
    expect(await sanitizeHtml('<p><!--><img src=x onerror=alert(1)>--></p>')).toBe(
      '<p><img src="x">--&gt;</p>',
    );
  });

  it('keeps markup that has no body (a frameset) as text', async () => {
    expect(await sanitizeHtml('<frameset onload=alert(1)>')).toBe(
      '&lt;frameset onload=alert(1)&gt;',
    );
  });

  it('drops styles that old engines would run as script', async () => {
    expect(await sanitizeHtml('<p style="width:expression(alert(1))">x</p>')).toBe('<p>x</p>');
    expect(await sanitizeHtml('<p style="color: red">x</p>')).toBe('<p style="color: red">x</p>');
  });

  it('drops comments that are not block delimiters', async () => {
    expect(await sanitizeHtml('<p>a<!-- note -->b</p><!-- wp:spacer /-->')).toBe(
      '<p>ab</p><!-- wp:spacer /-->',
    );
  });

  it('cleans markup and script URLs in block attributes and rewrites the delimiter', async () => {
    expect(
      await sanitizeHtml(
        '<!-- wp:navigation-link {"label":"x<img src=x onerror=alert(1)>","url":"javascript:alert(1)"} /-->',
      ),
    ).toBe(
      '<!-- wp:navigation-link {"label":"x\\u003cimg src=\\u0022x\\u0022\\u003e","url":""} /-->',
    );
    expect(
      await sanitizeHtml('<!-- wp:button {"url":"&#x6a;avascript:alert(1)","text":"go"} /-->'),
    ).toBe('<!-- wp:button {"url":"","text":"go"} /-->');
  });

  it('keeps clean delimiters byte for byte, even with escaped markup in their JSON', async () => {
    const html = '<!-- wp:image {"id":3,"url":"/a.png","alt":"A \\u003cb\\u003e"} /-->';
    expect(await sanitizeHtml(html)).toBe(
      '<!-- wp:image {"id":3,"url":"/a.png","alt":"A \\u003cb\\u003e\\u003c/b\\u003e"} /-->',
    );
    const plain =
      '<!-- wp:group {"tagName":"main","layout":{"type":"constrained"}} -->\n<main class="wp-block-group"></main>\n<!-- /wp:group -->';
    expect(await sanitizeHtml(plain)).toBe(plain);
  });

  it('never lets a block delimiter hide inside an attribute', async () => {
    const clean = await sanitizeHtml('<p title="<!-- wp:spacer /-->">x</p>');
    expect(clean).toBe('<p>x</p>');
  });

  it('keeps long content with many line breaks and images as markup', async () => {
    const long = '<p>a<br>b<img src="x.png" alt=""></p>'.repeat(600);
    expect(await sanitizeHtml(long)).toBe(long);
  });

  it('survives very deep nesting', async () => {
    const deep = `${'<div>'.repeat(20000)}<img src=x onerror=alert(1)>${'</div>'.repeat(20000)}`;
    const clean = await sanitizeHtml(deep);
    expect(clean).not.toMatch(/<img/);
    expect(clean).toContain('onerror');
    const deepJson = `<!-- wp:group {"a":${'['.repeat(3000)}1${']'.repeat(3000)}} /-->`;
    expect(await sanitizeHtml(deepJson)).toMatch(/^<!-- wp:group \{"a":\[+null\]+\} \/-->$/);
  });
});

describe('sanitizeTitle', () => {
  it('keeps plain text as typed and inline markup WordPress allows in titles', async () => {
    expect(await sanitizeTitle('Fish & Chips')).toBe('Fish & Chips');
    expect(
      await sanitizeTitle(
        'Hello <em>world</em><img src=x onerror=alert(1)> <b onclick="x()">b</b>',
      ),
    ).toBe('Hello <em>world</em> <b>b</b>');
    expect(await sanitizeTitle('<p class="x">Para</p><a href="javascript:x">l</a>')).toBe(
      'Para<a>l</a>',
    );
  });
});

const ROOT = join(import.meta.dirname, '../../../..');

function themeMarkup(): { name: string; markup: string }[] {
  const out: { name: string; markup: string }[] = [];
  for (const theme of readdirSync(join(ROOT, 'themes'))) {
    for (const kind of ['templates', 'parts', 'patterns']) {
      const folder = join(ROOT, 'themes', theme, kind);
      if (!existsSync(folder)) continue;
      for (const file of readdirSync(folder)) {
        const text = readFileSync(join(folder, file), 'utf8');
        const markup = text.replace(/^<\?php[\s\S]*?\?>\r?\n?/, '');
        out.push({ name: `${theme}/${kind}/${file}`, markup });
      }
    }
  }
  return out;
}

describe('sanitised content stays valid in the editor', () => {
  const registry = createCoreRegistry();
  const sources = [
    ...Object.values(DEMO_PAGES).map((page) => ({ name: page.slug, markup: page.content })),
    ...DEMO_POSTS.flatMap((post) => [
      { name: post.slug, markup: post.content },
      { name: `${post.slug} excerpt`, markup: post.excerpt },
    ]),
    ...themeMarkup(),
    ...saveCases.map((item, index) => ({
      name: `save case ${index} ${item.name}`,
      markup: item.markup,
    })),
  ];

  it('covers the demo content and every bundled theme file', () => {
    expect(sources.length).toBeGreaterThan(30);
  });

  it.each(sources)('$name', async ({ markup }) => {
    const clean = await sanitizeHtml(markup);
    const invalid = invalidBlocks(parseBlocks(registry, clean)).map(
      (block) => block.validationIssue,
    );
    expect(invalid).toEqual([]);
    const names = (html: string) => parseBlocks(registry, html).map((block) => block.name);
    expect(names(clean)).toEqual(names(markup));
  });
});
