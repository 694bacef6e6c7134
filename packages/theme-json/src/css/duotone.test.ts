import { describe, expect, it } from 'vitest';
import { mergeThemeJson } from '../merge/merge-origins';
import { parseColor } from '../values/parse-color';
import { generateDuotoneFilters, generateDuotoneSvg } from './duotone';
import { generateGlobalStylesheet } from './global-stylesheet';

describe('duotone filters', () => {
  it('returns the SVG markup and the filter rule per preset', () => {
    const merged = mergeThemeJson({
      defaults: null,
      theme: {
        settings: {
          color: { duotone: [{ slug: 'blue-orange', colors: ['#0000ff', 'rgb(255, 128, 0)'] }] },
        },
      },
    });
    const [filter, ...rest] = generateDuotoneFilters(merged.settings);
    expect(rest).toEqual([]);
    expect(filter?.filterId).toBe('wp-duotone-blue-orange');
    expect(filter?.className).toBe('wp-duotone-blue-orange');
    expect(filter?.svg).toContain('<filter id="wp-duotone-blue-orange">');
    expect(filter?.svg).toContain('<feFuncR type="table" tableValues="0 1" />');
    expect(filter?.svg).toContain('<feFuncG type="table" tableValues="0 0.502" />');
    expect(filter?.svg).toContain('<feFuncB type="table" tableValues="1 0" />');
    expect(filter?.svg).toContain('<feFuncA type="table" tableValues="1 1" />');
    expect(filter?.css).toBe(
      '.wp-duotone-blue-orange img, .wp-duotone-blue-orange video, .wp-duotone-blue-orange .wp-block-cover__image-background, .wp-duotone-blue-orange .wp-block-cover__video-background{filter: var(--wp--preset--duotone--blue-orange);}',
    );
    expect(generateGlobalStylesheet(merged, { parts: ['duotone'] })).toBe(filter?.css);
  });

  it('skips default duotone presets when defaultDuotone is false and unusable presets', () => {
    expect(generateDuotoneFilters(mergeThemeJson({}).settings)).toHaveLength(8);
    const merged = mergeThemeJson({
      theme: {
        settings: {
          color: { defaultDuotone: false, duotone: [{ slug: 'bad', colors: ['nope', '#fff'] }] },
        },
      },
    });
    expect(generateDuotoneFilters(merged.settings)).toEqual([]);
  });

  it('encodes alpha and three-colour tables', () => {
    const svg = generateDuotoneSvg('f', ['#00000080', 'hsl(0, 100%, 50%)', '#fff']);
    expect(svg).toContain('<feFuncR type="table" tableValues="0 1 1" />');
    expect(svg).toContain('<feFuncA type="table" tableValues="0.502 1 1" />');
  });
});

describe('parseColor', () => {
  it('reads hex, rgb, hsl and named colours', () => {
    expect(parseColor('#abc')).toEqual({ r: 170, g: 187, b: 204, a: 1 });
    expect(parseColor('rgba(10, 20, 30, 0.5)')).toEqual({ r: 10, g: 20, b: 30, a: 0.5 });
    expect(parseColor('rgb(10 20 30 / 50%)')).toEqual({ r: 10, g: 20, b: 30, a: 0.5 });
    expect(parseColor('hsl(120, 100%, 25%)')).toEqual({ r: 0, g: 127.5, b: 0, a: 1 });
    expect(parseColor('white')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseColor('var(--x)')).toBeNull();
  });
});
