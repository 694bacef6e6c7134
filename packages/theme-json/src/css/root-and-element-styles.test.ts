import { describe, expect, it } from 'vitest';
import { mergeThemeJson } from '../merge/merge-origins';
import type { ThemeJson } from '../types/theme-json';
import { generateGlobalStylesheet } from './global-stylesheet';

const stylesOnly = (themeJson: ThemeJson, rootSelector?: string) =>
  generateGlobalStylesheet(mergeThemeJson({ defaults: null, theme: themeJson }), {
    parts: ['styles'],
    rootSelector,
  });

describe('root styles', () => {
  it('writes background, colour, typography and padding on body', () => {
    expect(
      stylesOnly({
        styles: {
          color: { background: 'var:preset|color|base', text: '#111' },
          typography: { fontFamily: 'var:preset|font-family|body', lineHeight: 1.6 },
          spacing: { padding: { top: '1rem', left: '2rem' } },
        },
      }),
    ).toBe(
      'body{background-color: var(--wp--preset--color--base);color: #111;' +
        'font-family: var(--wp--preset--font-family--body);line-height: 1.6;' +
        'padding-top: 1rem;padding-left: 2rem;}',
    );
  });

  it('turns root padding into --wp--style--root--padding-* with root-padding-aware alignments', () => {
    expect(
      stylesOnly({
        settings: { useRootPaddingAwareAlignments: true },
        styles: { spacing: { padding: { top: '0', right: '1rem', bottom: '0', left: '1rem' } } },
      }),
    ).toBe(
      'body{--wp--style--root--padding-top: 0;--wp--style--root--padding-right: 1rem;' +
        '--wp--style--root--padding-bottom: 0;--wp--style--root--padding-left: 1rem;}',
    );
  });

  it('accepts another root selector', () => {
    expect(stylesOnly({ styles: { color: { text: 'red' } } }, ':root')).toBe(':root{color: red;}');
  });

  it('writes gradients, borders, shadows, outline and dimensions', () => {
    expect(
      stylesOnly({
        styles: {
          color: { gradient: 'var:preset|gradient|dusk' },
          border: { radius: { topLeft: '4px' }, color: 'red' },
          shadow: 'var:preset|shadow|natural',
          outline: { width: '2px', style: 'dotted' },
          dimensions: { minHeight: '100vh' },
        },
      }),
    ).toBe(
      'body{background: var(--wp--preset--gradient--dusk);border-top-left-radius: 4px;' +
        'border-color: red;border-style: solid;box-shadow: var(--wp--preset--shadow--natural);' +
        'min-height: 100vh;outline-style: dotted;outline-width: 2px;}',
    );
  });

  it('makes style font sizes fluid when fluid typography is on', () => {
    expect(
      stylesOnly({
        settings: { typography: { fluid: true } },
        styles: { typography: { fontSize: '1.5rem' } },
      }),
    ).toBe('body{font-size: clamp(0.984rem, 0.984rem + ((1vw - 0.2rem) * 0.645), 1.5rem);}');
  });

  it('writes a background image object as url()', () => {
    expect(
      stylesOnly({
        styles: { background: { backgroundImage: { url: "/a b's.jpg" }, backgroundSize: 'cover' } },
      }),
    ).toBe("body{background-image: url('/a%20b%27s.jpg');background-size: cover;}");
  });
});

describe('element styles', () => {
  it('writes links with their pseudo-classes', () => {
    expect(
      stylesOnly({
        styles: {
          elements: {
            link: {
              color: { text: 'var:preset|color|accent' },
              ':hover': { color: { text: 'red' } },
              ':focus': { typography: { textDecoration: 'none' } },
            },
          },
        },
      }),
    ).toBe(
      ':root :where(a:where(:not(.wp-element-button))){color: var(--wp--preset--color--accent);}' +
        ':root :where(a:where(:not(.wp-element-button)):hover){color: red;}' +
        ':root :where(a:where(:not(.wp-element-button)):focus){text-decoration: none;}',
    );
  });

  it('writes heading before h1–h6, then button, caption and cite', () => {
    expect(
      stylesOnly({
        styles: {
          elements: {
            cite: { typography: { fontStyle: 'italic' } },
            h1: { typography: { fontSize: '3rem' } },
            heading: { typography: { fontWeight: '700' } },
            button: { color: { background: 'black' }, ':hover': { color: { background: 'gray' } } },
            caption: { typography: { fontSize: '0.8rem' } },
          },
        },
      }),
    ).toBe(
      ':root :where(h1, h2, h3, h4, h5, h6){font-weight: 700;}' +
        ':root :where(h1){font-size: 3rem;}' +
        ':root :where(.wp-element-button, .wp-block-button__link){background-color: black;}' +
        ':root :where(.wp-element-button:hover, .wp-block-button__link:hover){background-color: gray;}' +
        ':root :where(.wp-element-caption, .wp-block-audio figcaption, .wp-block-embed figcaption, .wp-block-gallery figcaption, .wp-block-image figcaption, .wp-block-table figcaption, .wp-block-video figcaption){font-size: 0.8rem;}' +
        ':root :where(cite){font-style: italic;}',
    );
  });

  it('resolves refs between elements', () => {
    expect(
      stylesOnly({
        styles: {
          elements: {
            link: { color: { text: '#123456' } },
            button: { color: { background: { ref: 'styles.elements.link.color.text' } } },
          },
        },
      }),
    ).toBe(
      ':root :where(a:where(:not(.wp-element-button))){color: #123456;}' +
        ':root :where(.wp-element-button, .wp-block-button__link){background-color: #123456;}',
    );
  });

  it('ships default element styles in the core defaults', () => {
    const css = generateGlobalStylesheet(mergeThemeJson({}), { parts: ['styles'] });
    expect(css).toContain(
      ':root :where(a:where(:not(.wp-element-button))){text-decoration: underline;}',
    );
    expect(css).toContain(
      ':root :where(.wp-element-button, .wp-block-button__link){background-color: #32373c;border-width: 0;color: #ffffff;',
    );
  });
});
