import { describe, expect, it } from 'vitest';
import { mergeThemeJson } from '../merge/merge-origins';
import { generateFontFaceCss, quoteFontFamilyName } from './font-faces';
import { generateGlobalStylesheet } from './global-stylesheet';

describe('@font-face rules', () => {
  it('resolves file: sources and defaults font-display to fallback', () => {
    expect(
      generateFontFaceCss(
        [
          {
            slug: 'inter',
            fontFamily: '"Inter", sans-serif',
            fontFace: [
              {
                fontFamily: 'Inter',
                fontWeight: '300 900',
                fontStyle: 'normal',
                fontStretch: 'normal',
                unicodeRange: 'U+0000-00FF',
                src: ['file:./assets/fonts/inter.woff2', 'file:./assets/fonts/inter.ttf'],
              },
            ],
          },
        ],
        { resolveUrl: (src) => src.replace('file:./', '/wp-content/themes/atelier/') },
      ),
    ).toBe(
      '@font-face{font-family: Inter;font-style: normal;font-weight: 300 900;font-display: fallback;' +
        "src: url('/wp-content/themes/atelier/assets/fonts/inter.woff2') format('woff2'), " +
        "url('/wp-content/themes/atelier/assets/fonts/inter.ttf') format('truetype');" +
        'font-stretch: normal;unicode-range: U+0000-00FF;}',
    );
  });

  it('quotes names beyond letters and hyphens, uses the family name when the face has none', () => {
    expect(quoteFontFamilyName('Source Serif 4')).toBe('"Source Serif 4"');
    expect(quoteFontFamilyName('Open-Sans')).toBe('Open-Sans');
    expect(quoteFontFamilyName("'Already'")).toBe("'Already'");
    expect(
      generateFontFaceCss([
        {
          slug: 'lora',
          fontFamily: "'Lora Italic', serif",
          fontFace: [
            {
              fontFamily: '',
              fontStyle: 'italic',
              fontWeight: 400,
              fontDisplay: 'swap',
              src: 'https://cdn/lora.otf',
            },
          ],
        },
      ]),
    ).toBe(
      '@font-face{font-family: "Lora Italic";font-style: italic;font-weight: 400;font-display: swap;' +
        "src: url('https://cdn/lora.otf') format('opentype');}",
    );
  });

  it('covers every origin in the global stylesheet, once per identical face', () => {
    const face = { fontFamily: 'Inter', src: '/fonts/inter.woff2' };
    const merged = mergeThemeJson({
      defaults: null,
      theme: {
        settings: {
          typography: { fontFamilies: [{ slug: 'inter', fontFamily: 'Inter', fontFace: [face] }] },
        },
      },
      user: {
        settings: {
          typography: {
            fontFamilies: [
              { slug: 'inter', fontFamily: 'Inter', fontFace: [face] },
              {
                slug: 'mono',
                fontFamily: 'Mono',
                fontFace: [{ fontFamily: 'Mono', src: '/fonts/mono.woff' }],
              },
            ],
          },
        },
      },
    });
    expect(
      generateGlobalStylesheet(merged, { parts: ['font-faces'], defaultFontDisplay: 'swap' }),
    ).toBe(
      "@font-face{font-family: Inter;font-style: normal;font-weight: 400;font-display: swap;src: url('/fonts/inter.woff2') format('woff2');}" +
        "@font-face{font-family: Mono;font-style: normal;font-weight: 400;font-display: swap;src: url('/fonts/mono.woff') format('woff');}",
    );
  });

  it('keeps hostile family names inside one CSS string', () => {
    expect(quoteFontFamilyName('Evil"; } body { color: red')).toBe(
      '"Evil\\"; } body { color: red"',
    );
    expect(quoteFontFamilyName('A</style><script>x</script>')).toBe(
      '"A\\3c /style>\\3c script>x\\3c /script>"',
    );
    expect(quoteFontFamilyName('"Half" quoted"')).toBe('"Half\\" quoted"');
    expect(quoteFontFamilyName('Back\\slash\nnext')).toBe('"Back\\\\slash\\a next"');
    const css = generateFontFaceCss([
      {
        slug: 'evil',
        fontFamily: 'Evil',
        fontFace: [{ fontFamily: `Evil"}</style><img src=x onerror=alert(1)>`, src: '/f.woff2' }],
      },
    ]);
    expect(css).not.toContain('</style');
    expect(css).toBe(
      '@font-face{font-family: "Evil\\"}\\3c /style>\\3c img src=x onerror=alert(1)>";' +
        "font-style: normal;font-weight: 400;font-display: fallback;src: url('/f.woff2') format('woff2');}",
    );
  });

  it('skips faces without a source', () => {
    expect(
      generateFontFaceCss([
        { slug: 'x', fontFamily: 'X', fontFace: [{ fontFamily: 'X', src: [] }] },
      ]),
    ).toBe('');
  });
});
