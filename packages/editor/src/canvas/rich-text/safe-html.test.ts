// @vitest-environment jsdom
// (jsdom parses HTML as the specification and Chromium do; happy-dom's parser does not, and the
// cases below are parser differentials.)
import { type BlockNode, parse } from '@atelier/blocks';
import { generateDuotoneSvg } from '@atelier/theme-json';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { safeFragment, safeFragments, setSafeHtml } from './safe-html';

function serialise(fragment: DocumentFragment): string {
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}

const clean = (html: string) => serialise(safeFragment(html));

/** `html` as the browser serialises it after parsing (what the canvas showed without cleaning). */
function asParsed(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
}

describe('safeFragment', () => {
  it.each([
    ['a comment that closes early', '<p>a<!--><img src=x onerror=alert(1)>--></p>'],
    ['an event handler', '<img src=x onerror="alert(1)">'],
    ['an SVG animation', '<svg><animate onbegin="alert(1)" attributeName="x"></animate></svg>'],
    ['a frame document', '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>'],
    ['an entity-encoded javascript: link', '<a href="jav&#x09;ascript&#58;alert(1)">x</a>'],
    [
      'an animated link target',
      '<svg><a><animate attributeName="href" values="javascript:alert(1)"/></a></svg>',
    ],
    ['a style break-out in SVG', '<svg><style><img src=x onerror=alert(1)></style></svg>'],
    [
      'a noscript title',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
    ],
    ['a script', '<script>alert(1)</script>'],
    ['an object', '<object data="javascript:alert(1)"></object>'],
    ['a toggle handler', '<details open ontoggle="alert(1)"></details>'],
    ['a form action', '<form action="javascript:alert(1)"><button>x</button></form>'],
  ])('leaves nothing that runs from %s', (_, html) => {
    const result = clean(html);
    expect(result).not.toMatch(/\son[a-z]+=|javascript|<script|<iframe|<object|<animate/i);
  });

  it('keeps the text and harmless markup around what it removes', () => {
    expect(clean('<p>a<!--><img src=x onerror=alert(1)>--></p>')).toBe(
      '<p>a<img src="x">--&gt;</p>',
    );
    expect(clean('Hi <strong>you</strong> <a href="/x" target="_blank" rel="noopener">x</a>')).toBe(
      'Hi <strong>you</strong> <a href="/x" target="_blank" rel="noopener">x</a>',
    );
  });

  it('keeps code that shows markup as text, and inline styles', () => {
    const code =
      '<pre class="wp-block-code"><code>&lt;img src=x onerror=alert(1)&gt; a &lt; b</code></pre>';
    expect(clean(code)).toBe(asParsed(code));
    const styled = '<mark style="background-color:rgba(0,0,0,0)" class="has-inline-color">x</mark>';
    expect(clean(styled)).toBe(asParsed(styled));
  });

  it('keeps the inner-blocks marker of saved markup', () => {
    expect(
      clean('<div class="wp-block-group"><atelier-inner-blocks></atelier-inner-blocks></div>'),
    ).toBe('<div class="wp-block-group"><atelier-inner-blocks></atelier-inner-blocks></div>');
  });

  // Every block of the bundled themes (templates, parts, patterns) is shown exactly as written.
  const themeFiles = import.meta.glob<string>(
    '../../../../../themes/*/{templates,parts,patterns}/*',
    {
      query: '?raw',
      import: 'default',
      eager: true,
    },
  );
  const markups = new Set<string>();
  const collect = (blocks: readonly BlockNode[]) => {
    for (const block of blocks) {
      const own = block.innerContent.map((part) => part ?? '').join('');
      if (block.name !== null && block.name !== 'core/html' && own.trim() !== '') markups.add(own);
      collect(block.innerBlocks);
    }
  };
  for (const source of Object.values(themeFiles)) collect(parse(source));

  it('changes no block markup of the bundled themes', () => {
    expect(markups.size).toBeGreaterThan(100);
    const changed = [...markups].filter((html) => clean(html) !== asParsed(html));
    expect(changed).toEqual([]);
  });
});

describe('safeFragments', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const RUNS = /\son[a-z]+=|javascript|<script|<iframe|<object|<embed|<animate|<set|<use|srcdoc/i;

  it.each([
    ['an iframe document', '<iframe srcdoc="<img src=x onerror=alert(1)>"></iframe>'],
    ['srcdoc on an allowed element', '<p srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;">x</p>'],
    ['a handler in capitals', '<p ONCLICK="alert(1)">x</p>'],
    ['a javascript: URL in capitals with spaces', '<a href=" JaVaScRiPt:alert(1)">x</a>'],
    ['a javascript: form button', '<button formaction="javascript:alert(1)">x</button>'],
    ['an SVG script', '<svg><script>alert(1)</script></svg>'],
    ['an SVG xlink:href', '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>'],
    [
      'an SVG use of a data URL',
      '<svg><use href="data:image/svg+xml,&lt;svg onload=alert(1)&gt;"/></svg>',
    ],
    ['an SVG set', '<svg><set attributeName="onmouseover" to="alert(1)"/></svg>'],
    [
      'an SVG foreignObject',
      '<svg><foreignObject><img src=x onerror=alert(1)></foreignObject></svg>',
    ],
    [
      'a MathML style break-out',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
    ],
    [
      'a form nesting mutation',
      '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
    ],
    ['an embed', '<embed src="javascript:alert(1)">'],
    ['a meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ])('leaves nothing that runs from %s, alone or among other blocks', (_, html) => {
    const [before, cleaned, after] = safeFragments(['<p>before</p>', html, '<p>after</p>']).map(
      serialise,
    );
    expect(cleaned).not.toMatch(RUNS);
    expect(before).toBe('<p>before</p>');
    expect(after).toBe('<p>after</p>');
  });

  it('parses each piece on its own: nothing unclosed in one reaches the next', () => {
    const pieces = [
      '<div class="a"><p>open',
      '<!-- a comment never closed',
      '<textarea>raw',
      '<table><tr><td>cell',
      '<p>last</p>',
    ];
    expect(safeFragments(pieces).map(serialise)).toEqual(pieces.map((html) => clean(html)));
    expect(serialise(safeFragments(pieces)[4] as DocumentFragment)).toBe('<p>last</p>');
  });

  it('cleans every piece the way one piece alone is cleaned', () => {
    const pieces = [
      '<p>a<!--><img src=x onerror=alert(1)>--></p>',
      '<style>.x{color:red}</style><div class="wp-block-group"><atelier-inner-blocks></atelier-inner-blocks></div>',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
    ];
    expect(safeFragments(pieces).map(serialise)).toEqual([
      '<p>a<img src="x">--&gt;</p>',
      '<style>.x{color:red}</style><div class="wp-block-group"><atelier-inner-blocks></atelier-inner-blocks></div>',
      clean(pieces[2] as string),
    ]);
    expect(clean(pieces[2] as string)).not.toMatch(/onerror/);
  });

  it('parses every piece in one document made once, never a document per piece', () => {
    safeFragment('<p>warm</p>');
    const parseFromString = vi.spyOn(DOMParser.prototype, 'parseFromString');
    const createHTMLDocument = vi.spyOn(document.implementation, 'createHTMLDocument');
    const fragments = safeFragments(
      Array.from({ length: 40 }, (_, index) => `<p class="n${index}">${index}</p>`),
    );
    safeFragment('<h2>one more</h2>');
    expect(fragments).toHaveLength(40);
    expect(parseFromString).not.toHaveBeenCalled();
    expect(createHTMLDocument).not.toHaveBeenCalled();
    const owners = new Set(fragments.map((fragment) => fragment.firstChild?.ownerDocument));
    expect(owners.size).toBe(1);
    expect(owners.has(document)).toBe(false);
  });

  it('gives an empty list for no markup', () => {
    expect(safeFragments([])).toEqual([]);
  });
});

describe('setSafeHtml', () => {
  it('fills an element of another document with the cleaned nodes', () => {
    const other = document.implementation.createHTMLDocument('frame');
    const paragraph = other.createElement('p');
    other.body.append(paragraph);
    setSafeHtml(paragraph, 'Hi <em>there</em><img src=x onerror="alert(1)">');
    expect(paragraph.innerHTML).toBe('Hi <em>there</em><img src="x">');
    expect(paragraph.firstElementChild?.ownerDocument).toBe(other);
  });
});

describe('duotone filters', () => {
  it('keeps the SVG filter markup theme.json presets generate', () => {
    const svg = generateDuotoneSvg('wp-duotone-dark', ['#000000', '#ff8800']);
    expect(clean(svg)).toBe(asParsed(svg));
    expect(clean(svg)).toContain('<feFuncR type="table" tableValues="0 1">');
  });

  it('drops what a preset slug could smuggle into the filter id', () => {
    const svg = generateDuotoneSvg('x"><img src=x onerror="alert(1)', ['#000', '#fff']);
    expect(clean(svg)).not.toMatch(/onerror/);
  });
});
