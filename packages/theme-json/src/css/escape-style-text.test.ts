import { describe, expect, it } from 'vitest';
import { escapeStyleText } from './escape-style-text';

describe('escapeStyleText', () => {
  it('writes < as a CSS escape so the text cannot close <style>', () => {
    expect(escapeStyleText('a{content:"</style><img src=x>"}')).toBe(
      'a{content:"\\3c /style>\\3c img src=x>"}',
    );
    expect(escapeStyleText('a{}</STYLE >')).not.toMatch(/<\/style/i);
  });

  it('keeps child combinators and everything else', () => {
    const css = '.a > .b{color:red}@media (min-width: 600px){.c{margin:0}}';
    expect(escapeStyleText(css)).toBe(css);
  });
});
