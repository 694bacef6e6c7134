import { describe, expect, it } from 'vitest';
import { resolveNestedPatterns } from './nested-patterns.js';

const ref = (slug: string) => `<!-- wp:pattern {"slug":"${slug}"} /-->`;

describe('resolveNestedPatterns', () => {
  it('replaces a reference with the referenced content, nested ones too', () => {
    const resolved = resolveNestedPatterns([
      { name: 't/page', content: `<main>${ref('t/hero')}</main>` },
      { name: 't/hero', content: `<h1>Hi</h1>${ref('t/cta')}` },
      { name: 't/cta', content: '<p>Go</p>' },
    ]);
    expect(resolved.map((p) => p.content)).toEqual([
      '<main><h1>Hi</h1><p>Go</p></main>',
      '<h1>Hi</h1><p>Go</p>',
      '<p>Go</p>',
    ]);
  });

  it('leaves out a pattern that includes itself', () => {
    const [self] = resolveNestedPatterns([{ name: 't/self', content: `<p>a</p>${ref('t/self')}` }]);
    expect(self?.content).toBe('<p>a</p>');
  });

  it('cuts a cycle of two where it closes, from either end', () => {
    const resolved = resolveNestedPatterns([
      { name: 't/a', content: `<p>a</p>${ref('t/b')}` },
      { name: 't/b', content: `<p>b</p>${ref('t/a')}` },
    ]);
    expect(resolved.map((p) => p.content)).toEqual(['<p>a</p><p>b</p>', '<p>b</p><p>a</p>']);
  });

  it('keeps references to unknown patterns and the rest of the markup as it is', () => {
    const content = `<!-- wp:group -->\n${ref('other/x')}\n<!-- /wp:group -->`;
    const [pattern] = resolveNestedPatterns([
      { name: 't/a', content, title: 'A' },
      { name: 't/b', content: '<p>b</p>', title: 'B' },
    ]);
    expect(pattern).toEqual({ name: 't/a', content, title: 'A' });
  });

  it('also reads core/pattern and extra attributes', () => {
    const [pattern] = resolveNestedPatterns([
      { name: 't/a', content: '<!-- wp:core/pattern {"slug":"t/b","className":"x"} /-->' },
      { name: 't/b', content: '<p>b</p>' },
    ]);
    expect(pattern?.content).toBe('<p>b</p>');
  });
});
