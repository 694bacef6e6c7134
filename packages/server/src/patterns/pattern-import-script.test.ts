import { describe, expect, it } from 'vitest';
import { holdsScript, isScriptUrl } from './pattern-import-script.js';

describe('holdsScript', () => {
  it.each([
    ['a script element', '<!-- wp:html --><script>alert(1)</script><!-- /wp:html -->'],
    ['script in SVG', '<svg><script>alert(1)</script></svg>'],
    [
      'an event attribute',
      '<!-- wp:image --><figure><img src="a.png" onerror="alert(1)"></figure><!-- /wp:image -->',
    ],
    ['an upper-case event attribute', '<p ONCLICK="alert(1)">x</p>'],
    ['a javascript: link', '<p><a href="javascript:alert(1)">x</a></p>'],
    [
      'a javascript: link with entities and blanks',
      '<p><a href=" jav&#x09;ascript&colon;alert(1)">x</a></p>',
    ],
    ['a vbscript: link', '<p><a href="vbscript:msgbox(1)">x</a></p>'],
    ['a data:text/html link', '<p><a href="data:text/html;base64,PHNjcmlwdD4=">x</a></p>'],
    ['an iframe with srcdoc', '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>'],
    ['an object', '<object data="x.swf"></object>'],
    ['an embed', '<embed src="x.swf">'],
    [
      'script smuggled through noscript',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript>',
    ],
    ['script in a style attribute', '<p style="background:url(javascript:alert(1))">x</p>'],
    ['a script URL in a block attribute', '<!-- wp:button {"url":"javascript:alert(1)"} /-->'],
    [
      'an event handler in a block attribute’s markup',
      '<!-- wp:paragraph {"caption":"<img src=x onerror=alert(1)>"} --><p>x</p><!-- /wp:paragraph -->',
    ],
    ['script inside a template element', '<template><script>alert(1)</script></template>'],
    [
      'an SVG animation setting a link',
      '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text>x</text></a></svg>',
    ],
  ])('finds %s', async (_label, content) => {
    expect(await holdsScript(content)).toBe(true);
  });

  it.each([
    ['plain text', 'Hello & welcome'],
    [
      'ordinary blocks',
      '<!-- wp:group {"layout":{"type":"constrained"}} --><div class="wp-block-group"><!-- wp:paragraph --><p>Hi <a href="https://example.test/?a=1&amp;b=2">there</a></p><!-- /wp:paragraph --></div><!-- /wp:group -->',
    ],
    [
      'an image with a data: image URL',
      '<figure><img src="data:image/png;base64,iVBORw0KGgo=" alt=""></figure>',
    ],
    ['a form (removed, but not script)', '<form><input name="q"></form>'],
    ['a style element (removed, but not script)', '<style>p { color: red }</style><p>x</p>'],
    ['a non-block comment', '<!-- just a note --><p>x</p>'],
    ['the word javascript in text', '<p>javascript: is a scheme; onerror= is an attribute</p>'],
    ['a title attribute that looks like a scheme', '<p><abbr title="Note: this">N</abbr></p>'],
    ['a safe block URL', '<!-- wp:button {"url":"https://example.test/"} /-->'],
  ])('accepts %s', async (_label, content) => {
    expect(await holdsScript(content)).toBe(false);
  });
});

describe('isScriptUrl', () => {
  it('reads the scheme as a browser does', () => {
    expect(isScriptUrl('JaVaScRiPt:alert(1)')).toBe(true);
    expect(isScriptUrl('\u0000javascript:alert(1)')).toBe(true);
    expect(isScriptUrl('javascript&#58;alert(1)')).toBe(true);
    expect(isScriptUrl('https://example.test/javascript:')).toBe(false);
    expect(isScriptUrl('/relative/path')).toBe(false);
  });
});
