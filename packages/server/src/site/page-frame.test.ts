import type { RenderedFragment, RenderedPiece } from '@atelier/blocks';
import type { ThemeJson } from '@atelier/theme-json';
import { describe, expect, it } from 'vitest';
import { addBlockStyleVariationInstances } from '../global-styles/variation-instances.js';
import { frameBody, framePiece } from './page-frame.js';
import { addSkipLink } from './skip-link.js';
import { viewScriptsOf } from './view-scripts.js';

const merged: ThemeJson = {
  version: 3,
  styles: {
    blocks: {
      'core/group': {
        variations: {
          'section-1': { color: { background: 'navy' } },
          'section-2': { color: { background: 'ivory' } },
        },
      },
    },
  },
};

/** Styles without variations: no instances, so only the skip link and scripts read the page. */
const plain: ThemeJson = { version: 3 };

/** What the page gave when it was read whole (the reference). */
function readWhole(html: string, styles = merged) {
  const variations = addBlockStyleVariationInstances(html, styles);
  const target = addSkipLink(variations.html);
  return {
    body: target.html,
    variationCss: variations.css,
    skipLink: { link: target.link, css: target.css },
    viewScripts: [...viewScriptsOf(html)],
  };
}

function framed(pieces: readonly RenderedPiece[], styles = merged) {
  const page = frameBody(pieces, styles);
  return {
    body: page.body.toBuffer().toString('utf8'),
    variationCss: page.variationCss,
    skipLink: page.skipLink,
    viewScripts: [...page.viewScripts],
  };
}

const fragment = (html: string): RenderedFragment => ({ html, rules: [], blockNames: [] });

const SECTION = '<div class="wp-block-group is-style-section-1">';
const MENU =
  '<nav class="wp-block-navigation"><button class="wp-block-navigation__responsive-container-open">Menu</button></nav>';
/** Closed pieces a page is made of, in an order that exercises each rule. */
const PARTS = [
  `<header class="wp-block-template-part">${MENU}</header>`,
  '\n\n',
  `${SECTION}<p>Café – “one”</p></div>`,
  '<script type="application/json">{"a":"<main class=\\"x\\">"}</script>',
  `<main class="wp-block-group is-style-section-2 x">${SECTION}<p>in</p></div>`,
  '<p>a < b</p></main>',
  '<main id="second"></main>',
  '<footer><select class="wp-block-categories-dropdown"></select></footer>',
];

describe('frameBody', () => {
  it('gives what reading the whole page gives, from kept fragments and text alike', () => {
    const expected = readWhole(PARTS.join(''));
    expect(expected.variationCss).toContain('is-style-section-2--2');
    expect(expected.skipLink.link).toContain('Skip to content');
    expect(framed(PARTS.map(fragment))).toEqual(expected);
    expect(framed(PARTS)).toEqual(expected);
    // Kept fragments are read once: the same objects give the same page again.
    const kept = PARTS.map(fragment);
    expect(framed(kept)).toEqual(framed(kept));
  });

  it.each([
    ['with', merged],
    ['without', plain],
  ])('gives the same page cut anywhere at all (styles %s variations)', (_, styles) => {
    const page = PARTS.join('');
    const expected = readWhole(page, styles);
    for (let at = 0; at <= page.length; at += 1) {
      const pieces = [fragment(page.slice(0, at)), page.slice(at)];
      expect(framed(pieces, styles), `cut at ${at}`).toEqual(expected);
    }
  });

  it('reads the whole page when a piece is open', () => {
    const script = ['<p>a</p><script>let a = "', `${SECTION}";</script>`, '<main></main>'];
    expect(framed(script.map(fragment))).toEqual(readWhole(script.join('')));
    const main = ['<p>a</p><mai', 'n class="x"></main>'];
    expect(framed(main.map(fragment))).toEqual(readWhole(main.join('')));
    const classes = ['<p class="', 'wp-block-archives-dropdown">a</p>'];
    expect(framed(classes)).toEqual(readWhole(classes.join('')));
  });
});

describe('framePiece', () => {
  it('cuts a piece where the page writes its own text', () => {
    const html = `${SECTION}<main class="m"></main></div>`;
    const piece = framePiece(html, merged, true);
    expect(piece.open).toBe(false);
    expect(piece.cuts.map((cut) => ('instance' in cut ? 'instance' : cut.main))).toEqual([
      'instance',
      'start',
      'end',
    ]);
    expect(Buffer.concat(piece.chunks.map((c) => Buffer.from(c))).toString()).toBe(html);
  });

  it('tells the pieces that could read otherwise inside a page', () => {
    const open = (html: string) => framePiece(html, merged, false).open;
    expect(open(PARTS.join(''))).toBe(false);
    expect(open('<div class="wp-block-group')).toBe(true);
    expect(open('<p>x</p><MAIN')).toBe(true);
    expect(open('<p>x</p><main class="x"')).toBe(true);
    expect(open('<p class="a b')).toBe(true);
    expect(open('<p>x</p>clas')).toBe(true);
    expect(open('<textarea>x')).toBe(true);
    // Text without tags is open only where it could begin a class attribute.
    expect(open('\n\n')).toBe(false);
    expect(open('\n\nclass=')).toBe(true);
  });
});
