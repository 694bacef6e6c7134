import { describe, expect, it } from 'vitest';
import { escHtml, escUrl } from './php-escaping.js';

describe('escHtml (esc_html / esc_attr)', () => {
  it('escapes the five special characters, quotes included', () => {
    expect(escHtml(`Tom & "Jerry" <b>'s</b>`)).toBe(
      'Tom &amp; &quot;Jerry&quot; &lt;b&gt;&#039;s&lt;/b&gt;',
    );
  });

  it('keeps entities already in the text instead of encoding them twice', () => {
    expect(escHtml('Fish &amp; chips &#8217; &#x2019; &hellip; & more')).toBe(
      'Fish &amp; chips &#8217; &#x2019; &hellip; &amp; more',
    );
  });

  it('returns plain text unchanged', () => {
    expect(escHtml('Plain words, 100% sure.')).toBe('Plain words, 100% sure.');
  });
});

describe('escUrl (esc_url)', () => {
  it('keeps http, https, mailto, tel and relative URLs', () => {
    expect(escUrl('https://example.org/a?b=1')).toBe('https://example.org/a?b=1');
    expect(escUrl('HTTP://example.org')).toBe('HTTP://example.org');
    expect(escUrl('mailto:me@example.org')).toBe('mailto:me@example.org');
    expect(escUrl('tel:+123456')).toBe('tel:+123456');
    expect(escUrl('/wp-content/themes/t/a.webp')).toBe('/wp-content/themes/t/a.webp');
    expect(escUrl('#top')).toBe('#top');
    expect(escUrl('?s=x')).toBe('?s=x');
  });

  it('refuses other schemes, also when written with an entity or in capitals', () => {
    expect(escUrl('javascript:alert(1)')).toBe('');
    expect(escUrl('JavaScript:alert(1)')).toBe('');
    expect(escUrl('javascript&#58;alert(1)')).toBe('');
    expect(escUrl(' java\tscript:alert(1)')).toBe('');
    expect(escUrl('data:text/html;base64,AAAA')).toBe('');
    expect(escUrl('ftp://example.org')).toBe('');
  });

  it('adds http:// to a bare host, removes what a URL cannot hold, escapes for an attribute', () => {
    expect(escUrl('example.org')).toBe('http://example.org');
    expect(escUrl('https://example.org/a b"<c>')).toBe('https://example.org/a%20bc');
    expect(escUrl("https://example.org/?a=1&b='2'")).toBe(
      'https://example.org/?a=1&#038;b=&#039;2&#039;',
    );
    expect(escUrl('https://example.org/%0d%0Aheader')).toBe('https://example.org/header');
    expect(escUrl('')).toBe('');
  });
});
