// @vitest-environment jsdom
// (jsdom parses HTML as the specification and Chromium do; happy-dom's parser does not, and the
// cases below are parser differentials.)
import { type BlockNode, parse } from '@atelier/blocks';
import { generateDuotoneSvg } from '@atelier/theme-json';
import { describe, expect, it } from 'vitest';
import { safeFragment, setSafeHtml } from './safe-html';

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
