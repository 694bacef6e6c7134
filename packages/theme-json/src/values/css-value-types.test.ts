import { describe, expect, it } from 'vitest';
import {
  isCssAspectRatio,
  isCssColor,
  isCssFontFamily,
  isCssFontWeight,
  isCssGradient,
  isCssInteger,
  isCssKeyword,
  isCssLength,
  isCssShadow,
  isPresetReference,
  isSafeCssValue,
} from './css-value-types';

const BREAK_OUT = '1px;}</style><img src=x onerror=alert(1)>';

describe('isCssLength', () => {
  it.each([
    '12px',
    '1.5rem',
    '50%',
    '0',
    '-2em',
    '100vh',
    'calc(100% - 2rem)',
    'clamp(1rem, 0.8rem + 1vw, 2rem)',
    'min(100%, 640px)',
    'calc((1px + 2px) * 2)',
    'var(--wp--preset--spacing--50)',
    'var:preset|spacing|50',
    'var(--wp--style--block-gap, 1em)',
    'inherit',
  ])('accepts %s', (value) => {
    expect(isCssLength(value)).toBe(true);
  });

  it.each([
    BREAK_OUT,
    '12',
    '12px;color:red',
    '12px}',
    'red',
    'auto',
    'expression(alert(1))',
    'url(x)',
    '1px 2px',
    'var(--x;)',
    'var:preset|spacing|50;}',
    'calc(1px + url(x))',
    '',
    '12px !important',
    '1\\70 x',
  ])('refuses %s', (value) => {
    expect(isCssLength(value)).toBe(false);
  });

  it('takes keywords, unitless numbers and several parts when asked', () => {
    expect(isCssLength('auto', { keywords: ['auto'] })).toBe(true);
    expect(isCssLength('1.6', { unitless: true })).toBe(true);
    expect(isCssLength('1px 2px auto 4px', { keywords: ['auto'], maxParts: 4 })).toBe(true);
    expect(isCssLength('1px 2px 3px 4px 5px', { maxParts: 4 })).toBe(false);
  });

  it('refuses values that are not strings', () => {
    expect(isCssLength(12)).toBe(false);
    expect(isCssLength({ top: '1px' })).toBe(false);
  });
});

describe('isCssColor', () => {
  it.each([
    '#fff',
    '#ffff',
    '#a1b2c3',
    '#a1b2c3d4',
    'rgb(0, 0, 0)',
    'rgba(0,0,0,0.5)',
    'rgb(0 0 0 / 50%)',
    'hsl(120deg 50% 50%)',
    'hsla(120, 50%, 50%, .3)',
    'oklch(70% 0.1 200)',
    'RebeccaPurple',
    'transparent',
    'currentColor',
    'var(--wp--preset--color--accent)',
    'var:preset|color|accent-2',
  ])('accepts %s', (value) => {
    expect(isCssColor(value)).toBe(true);
  });

  it.each([
    BREAK_OUT,
    '#ff',
    '#fffff',
    '#ggg',
    'notacolor',
    'red;background:url(x)',
    'rgb(0,0,0))',
    'rgb(url(x))',
    'red blue',
    'expression(alert(1))',
    'var(--x, url(x))',
  ])('refuses %s', (value) => {
    expect(isCssColor(value)).toBe(false);
  });
});

describe('isPresetReference', () => {
  it('accepts both preset forms with plain slugs', () => {
    expect(isPresetReference('var:preset|color|accent')).toBe(true);
    expect(isPresetReference('var(--wp--preset--color--accent)')).toBe(true);
    expect(isPresetReference('var:preset|color|a;}</style>')).toBe(false);
    expect(isPresetReference('var(--wp--preset--color--a) ; x')).toBe(false);
    expect(isPresetReference('#fff')).toBe(false);
  });
});

describe('isCssGradient', () => {
  it.each([
    'linear-gradient(135deg, rgba(6,147,227,1) 0%, rgb(155,81,224) 100%)',
    'radial-gradient(circle at 50% 50%, #fff 0%, transparent 70%)',
    'linear-gradient(to right, var(--wp--preset--color--accent), #000)',
    'var:preset|gradient|vivid-cyan-blue',
  ])('accepts %s', (value) => {
    expect(isCssGradient(value)).toBe(true);
  });

  it.each([
    BREAK_OUT,
    'url(javascript:alert(1))',
    'linear-gradient(red, blue);color:red',
    'linear-gradient(url(x), red)',
    'image(x)',
  ])('refuses %s', (value) => {
    expect(isCssGradient(value)).toBe(false);
  });
});

describe('isCssShadow', () => {
  it.each([
    'none',
    '6px 6px 9px rgba(0, 0, 0, 0.2)',
    'inset 0 0 0 1px #000, 0 2px 4px black',
    'var:preset|shadow|natural',
  ])('accepts %s', (value) => {
    expect(isCssShadow(value)).toBe(true);
  });

  it.each([BREAK_OUT, '1px 1px red;}', 'url(x) 1px', ''])('refuses %s', (value) => {
    expect(isCssShadow(value)).toBe(false);
  });
});

describe('isCssFontFamily', () => {
  it.each([
    '"Source Serif 4", serif',
    "'Inter', -apple-system, sans-serif",
    'Georgia',
    'Times New Roman, serif',
    'var(--wp--preset--font-family--body)',
    '"Noto Sans JP", sans-serif',
  ])('accepts %s', (value) => {
    expect(isCssFontFamily(value)).toBe(true);
  });

  it.each([
    BREAK_OUT,
    '"a</style>"',
    '"a\\"b"',
    '"unterminated',
    'Inter;}body{color:red',
    'Inter,,serif',
    '12px',
  ])('refuses %s', (value) => {
    expect(isCssFontFamily(value)).toBe(false);
  });
});

describe('keywords and numbers', () => {
  it('checks keywords per property', () => {
    expect(isCssKeyword('uppercase', ['none', 'uppercase'])).toBe(true);
    expect(isCssKeyword('UPPERCASE', ['uppercase'])).toBe(true);
    expect(isCssKeyword('underline line-through', ['underline', 'line-through'], 2)).toBe(true);
    expect(isCssKeyword('blink', ['none', 'uppercase'])).toBe(false);
    expect(isCssKeyword(`none${BREAK_OUT}`, ['none'])).toBe(false);
  });

  it('checks font weights', () => {
    expect(isCssFontWeight('700')).toBe(true);
    expect(isCssFontWeight(700)).toBe(true);
    expect(isCssFontWeight('bold')).toBe(true);
    expect(isCssFontWeight('1001')).toBe(false);
    expect(isCssFontWeight('7px')).toBe(false);
  });

  it('checks aspect ratios', () => {
    expect(isCssAspectRatio('16/9')).toBe(true);
    expect(isCssAspectRatio('4 / 3')).toBe(true);
    expect(isCssAspectRatio('auto')).toBe(true);
    expect(isCssAspectRatio('1.5')).toBe(true);
    expect(isCssAspectRatio('16/9;}</style>')).toBe(false);
    expect(isCssAspectRatio('16px/9')).toBe(false);
  });

  it('checks integers', () => {
    expect(isCssInteger('3')).toBe(true);
    expect(isCssInteger(3)).toBe(true);
    expect(isCssInteger('1.5')).toBe(false);
    expect(isCssInteger('0')).toBe(false);
  });
});

describe('isSafeCssValue', () => {
  it('accepts values of the strict grammar', () => {
    expect(isSafeCssValue('1.6')).toBe(true);
    expect(isSafeCssValue(1.6)).toBe(true);
    expect(isSafeCssValue('"liga" 1, "kern"')).toBe(true);
    expect(isSafeCssValue('clamp(1rem, 2vw, 3rem)')).toBe(true);
  });

  it('refuses anything that could end a declaration, rule or element', () => {
    for (const value of [BREAK_OUT, 'a;b', 'a}', 'a{', '<', 'url(x)', 'a:b', '@import', '\\']) {
      expect(isSafeCssValue(value)).toBe(false);
    }
  });
});
