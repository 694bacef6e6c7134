import { describe, expect, it } from 'vitest';
import { renderContent, renderExcerpt } from './render-content.js';

describe('renderContent', () => {
  it('strips block delimiters and keeps the markup', () => {
    const stored =
      '<!-- wp:paragraph -->\n<p>One</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:separator /-->\n<!-- wp:heading {"level":3} -->\n<h3>Two</h3>\n<!-- /wp:heading -->';
    expect(renderContent(stored)).toBe('<p>One</p>\n\n<h3>Two</h3>');
  });

  it('keeps ordinary HTML comments', () => {
    expect(renderContent('<!-- note --><p>x</p>')).toBe('<!-- note --><p>x</p>');
  });
});

describe('renderExcerpt', () => {
  it('wraps a written excerpt in a paragraph', () => {
    expect(renderExcerpt('Short.', '<p>long</p>')).toBe('<p>Short.</p>\n');
  });

  it('makes one from the first 55 words of the content', () => {
    const words = Array.from({ length: 60 }, (_, i) => `w${i}`).join(' ');
    const excerpt = renderExcerpt('', `<!-- wp:paragraph --><p>${words}</p><!-- /wp:paragraph -->`);
    expect(excerpt.startsWith('<p>w0 w1')).toBe(true);
    expect(excerpt).toContain('w54 [&hellip;]</p>');
    expect(excerpt).not.toContain('w55');
    expect(renderExcerpt('', '')).toBe('');
  });
});
