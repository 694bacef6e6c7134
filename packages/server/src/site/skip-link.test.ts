import { describe, expect, it } from 'vitest';
import { addSkipLink, SKIP_LINK_TARGET_ID } from './skip-link.js';

describe('addSkipLink', () => {
  it('links to the first <main>, giving it WordPress’s id when it has none', () => {
    const result = addSkipLink(
      '<header></header><main class="wp-block-group"><p>Hi</p></main><main></main>',
    );
    expect(result.html).toBe(
      `<header></header><main id="${SKIP_LINK_TARGET_ID}" class="wp-block-group"><p>Hi</p></main><main></main>`,
    );
    expect(result.link).toBe(
      '<a class="skip-link screen-reader-text" id="wp-skip-link" href="#wp--skip-link--target">Skip to content</a>',
    );
    expect(result.css).toContain('.skip-link.screen-reader-text{');
  });

  it('keeps the id a <main> already has', () => {
    const result = addSkipLink('<main class="x" id="content">…</main>');
    expect(result.html).toBe('<main class="x" id="content">…</main>');
    expect(result.link).toContain('href="#content"');
  });

  it('adds nothing to a page without <main>', () => {
    expect(addSkipLink('<div>no main</div>')).toEqual({
      html: '<div>no main</div>',
      link: '',
      css: '',
    });
  });
});
