import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirects.js';

describe('safeRedirect', () => {
  const origin = 'http://localhost:8080';
  const home = '/wp-admin/';
  it.each([
    // Targets on this site keep their path, query and fragment.
    ['/wp-admin/site-editor.php?p=%2F', '/wp-admin/site-editor.php?p=%2F'],
    ['http://localhost:8080/wp-admin/?x=1#y', '/wp-admin/?x=1#y'],
    ['http://localhost:8080/x', '/x'],
    ['HTTP://LOCALHOST:8080/x', '/x'],
    ['/wp-admin/?next=//evil.example/', '/wp-admin/?next=//evil.example/'],
    ['/%2F%2Fevil.example/', '/%2F%2Fevil.example/'],
    ['%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/.//evil.example/', '/evil.example/'],
    ['/wp-admin/./../x', '/x'],
    ['/a\tb', '/ab'],
    ['/a b', '/a%20b'],
    ['/a?b=<x>', '/a?b=%3Cx%3E'],
    ['%5C%5Cevil.example', '/%5C%5Cevil.example'],
    ['%252F%252Fevil.example', '/%252F%252Fevil.example'],
    ['\uff0f\uff0fevil.example', '/%EF%BC%8F%EF%BC%8Fevil.example'],
    // Other hosts, however they are spelt, fall back.
    ['https://evil.example/', home],
    ['http://localhost:8081/', home],
    ['https://localhost:8080/', home],
    ['//evil.example/', home],
    ['/\t/evil.example/', home],
    ['/\n/evil.example/', home],
    ['/\r\n/evil.example/', home],
    ['\t//evil.example/', home],
    [' //evil.example/', home],
    ['/\\evil.example', home],
    ['\\\\evil.example', home],
    ['\\/evil.example', home],
    ['/\\/evil.example', home],
    ['http:\\\\evil.example', home],
    ['https:evil.example', home],
    ['http:/\\evil.example', home],
    ['http://localhost:8080@evil.example/', home],
    ['http://user:pass@localhost:8080/', home],
    ['http://evil.example\\@localhost:8080/', home],
    ['http://evil.example', home],
    ['http://[::1]/', home],
    ['///evil.example/', home],
    ['/\t\\evil.example', home],
    ['javascript:alert(1)', home],
    ['java\tscript:alert(1)', home],
    ['data:text/html,<script>alert(1)</script>', home],
    ['\u0000//evil.example', home],
    ['', home],
    ['   ', home],
    [undefined, home],
    [['/x'], home],
  ])('%j → %s', (target, expected) => {
    expect(safeRedirect(target, origin)).toBe(expected);
  });

  it('never answers with a control character or a leading //', () => {
    for (const target of ['/\r\nSet-Cookie: x=1', '/x\u0000y', '/\u007f', '/a\nb']) {
      const path = safeRedirect(target, origin);
      expect([...path].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)).toBe(false);
      expect(path.startsWith('//')).toBe(false);
    }
  });

  it('uses the fallback given', () => {
    expect(safeRedirect('https://evil.example/', origin, '/')).toBe('/');
  });
});
