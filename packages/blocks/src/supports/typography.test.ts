import type { ThemeJsonSettings } from '@atelier/theme-json';
import { describe, expect, it } from 'vitest';
import { parse } from '../grammar/parse';
import { render } from '../render/render-blocks';
import { createMemoryContext } from '../testing/memory-lookups';
import { fluidCustomFontSize } from './typography';

const FLUID: ThemeJsonSettings = { typography: { fluid: true } };
const sized = (fontSize: string) => ({ style: { typography: { fontSize } } });

describe('fluidCustomFontSize', () => {
  it('turns a custom size into the clamp() a preset of that size gets', () => {
    expect(fluidCustomFontSize('<p style="font-size:2.5rem">Big</p>', sized('2.5rem'), FLUID)).toBe(
      '<p style="font-size:clamp(1.502rem, 1.502rem + ((1vw - 0.2rem) * 1.248), 2.5rem);">Big</p>',
    );
    expect(
      fluidCustomFontSize(
        '<h2 style="font-size:48px;line-height:1.1">T</h2>',
        sized('48px'),
        FLUID,
      ),
    ).toBe(
      '<h2 style="font-size:clamp(27.894px, 1.743rem + ((1vw - 3.2px) * 1.571), 48px);line-height:1.1">T</h2>',
    );
  });

  it('keeps the size when fluid typography is off, the size is too small or not a length', () => {
    const html = '<p style="font-size:2.5rem">Big</p>';
    expect(fluidCustomFontSize(html, sized('2.5rem'), {})).toBe(html);
    expect(fluidCustomFontSize(html, sized('2.5rem'), undefined)).toBe(html);
    expect(fluidCustomFontSize(html, sized('2.5rem'), { typography: { fluid: false } })).toBe(html);
    const small = '<p style="font-size:13px">s</p>';
    expect(fluidCustomFontSize(small, sized('13px'), FLUID)).toBe(small);
    const calc = '<p style="font-size:var(--x)">v</p>';
    expect(fluidCustomFontSize(calc, sized('var(--x)'), FLUID)).toBe(calc);
  });

  it('leaves preset sizes to their custom properties', () => {
    const html = '<p class="has-large-font-size">L</p>';
    expect(fluidCustomFontSize(html, { fontSize: 'large' }, FLUID)).toBe(html);
  });

  it('is applied on the public site render, nested blocks each with their own size', async () => {
    const context = createMemoryContext();
    const markup =
      '<!-- wp:group {"style":{"typography":{"fontSize":"3rem"}}} -->\n<div class="wp-block-group" style="font-size:3rem"><!-- wp:paragraph {"style":{"typography":{"fontSize":"2.5rem"}}} -->\n<p style="font-size:2.5rem">Big</p>\n<!-- /wp:paragraph --></div>\n<!-- /wp:group -->';
    const html = await render(parse(markup), {
      ...context,
      site: { ...context.site, themeSettings: FLUID },
    });
    expect(html).toContain(
      'style="font-size:clamp(1.743rem, 1.743rem + ((1vw - 0.2rem) * 1.571), 3rem);">',
    );
    expect(html).toContain(
      'style="font-size:clamp(1.502rem, 1.502rem + ((1vw - 0.2rem) * 1.248), 2.5rem);" class="wp-block-paragraph">Big</p>',
    );
    expect(html).not.toContain('font-size:3rem');
  });
});
