import { describe, expect, it } from 'vitest';
import { cssString, cssUrl } from './css-url';

describe('cssUrl', () => {
  it('quotes http, https and relative addresses', () => {
    expect(cssUrl('https://example.com/a.png')).toBe("url('https://example.com/a.png')");
    expect(cssUrl('/wp-content/uploads/a b.png')).toBe("url('/wp-content/uploads/a%20b.png')");
    expect(cssUrl('/wp-content/uploads/a.png?x=1#y')).toBe(
      "url('/wp-content/uploads/a.png?x=1#y')",
    );
    expect(cssUrl('../fonts/inter.woff2')).toBe("url('../fonts/inter.woff2')");
  });

  it('percent-encodes what could end the string or the rule', () => {
    expect(cssUrl(`/a"b'c(d)e\\f<g>h{i}j;k`)).toBe(
      "url('/a%22b%27c%28d%29e%5Cf%3Cg%3Eh%7Bi%7Dj%3Bk')",
    );
    expect(cssUrl('/x.png");}</style><img src=x>')).toBe(
      "url('/x.png%22%29%3B%7D%3C/style%3E%3Cimg%20src=x%3E')",
    );
  });

  it('refuses other schemes and hidden ones', () => {
    for (const address of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'vbscript:x',
      ' javascript:alert(1)',
      '',
      42,
    ]) {
      expect(cssUrl(address)).toBeUndefined();
    }
  });
});

describe('cssString', () => {
  it('escapes quotes, backslashes, line breaks and <', () => {
    expect(cssString('Source Serif 4')).toBe('"Source Serif 4"');
    expect(cssString('a"b\\c\nd</style>')).toBe('"a\\"b\\\\c\\a d\\3c /style>"');
  });
});
