import { describe, expect, it } from 'vitest';
import { isDangerousUrl, sanitizeHtml } from './sanitize-html.js';

describe('sanitizeHtml', () => {
  it('keeps ordinary markup and block delimiters as written', () => {
    const html =
      '<!-- wp:paragraph {"align":"center"} -->\n<p class="has-text-align-center">Hi <a href="/x">there</a> &amp; 2 &lt; 3</p>\n<!-- /wp:paragraph -->';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes script elements with their content', () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><p>b</p>')).toBe('<p>a</p><p>b</p>');
    expect(sanitizeHtml('<p>a</p><SCRIPT type="x">alert(1)</ScRiPt ><p>b</p>')).toBe(
      '<p>a</p><p>b</p>',
    );
    expect(sanitizeHtml('<p>a</p><script>never closed')).toBe('<p>a</p>');
    expect(sanitizeHtml('<iframe src="https://x"></iframe>ok')).toBe('ok');
    expect(
      sanitizeHtml(
        '<meta http-equiv="refresh" content="0;url=javascript:x()"><base href="//evil">ok',
      ),
    ).toBe('ok');
    expect(sanitizeHtml('<embed src="x.swf">ok')).toBe('ok');
  });

  it('removes event handler attributes', () => {
    expect(sanitizeHtml('<img src="a.png" onerror="alert(1)" alt="x">')).toBe(
      '<img src="a.png" alt="x">',
    );
    expect(sanitizeHtml("<div ONCLICK=go() class='a'>x</div>")).toBe("<div class='a'>x</div>");
  });

  it('removes script URLs, including disguised ones', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href=" JaVa\tScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="&#106;avascript&colon;alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="https://example.com/?q=javascript:">x</a>')).toBe(
      '<a href="https://example.com/?q=javascript:">x</a>',
    );
  });

  it('is not fooled by a > inside a quoted attribute', () => {
    expect(sanitizeHtml('<a title="a > b" onclick="x()">y</a>')).toBe('<a title="a > b">y</a>');
  });

  it('escapes a stray < that does not start a tag', () => {
    expect(sanitizeHtml('1 < 2 <3')).toBe('1 &lt; 2 &lt;3');
  });
});

describe('sanitizeHtml on block attributes', () => {
  it('keeps clean block comments byte for byte', () => {
    const html = '<!-- wp:image {"id":3,"url":"/a.png","alt":"A \\u003cb\\u003e"} /-->';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('cleans markup and script URLs hidden in attributes', () => {
    const html =
      '<!-- wp:html {"content":"\\u003cscript\\u003ealert(1)\\u003c/script\\u003e\\u003cp\\u003eok\\u003c/p\\u003e"} -->x<!-- /wp:html -->';
    expect(sanitizeHtml(html)).toBe(
      '<!-- wp:html {"content":"\\u003cp\\u003eok\\u003c/p\\u003e"} -->x<!-- /wp:html -->',
    );
    const link = '<!-- wp:navigation-link {"label":"x","url":"javascript:alert(1)"} /-->';
    expect(sanitizeHtml(link)).toBe('<!-- wp:navigation-link {"label":"x","url":""} /-->');
  });
});

describe('isDangerousUrl', () => {
  it('accepts web and relative URLs and refuses script schemes', () => {
    expect(isDangerousUrl('https://example.com')).toBe(false);
    expect(isDangerousUrl('/about/')).toBe(false);
    expect(isDangerousUrl('vbscript:x')).toBe(true);
    expect(isDangerousUrl('data:text/html;base64,xx')).toBe(true);
  });
});
