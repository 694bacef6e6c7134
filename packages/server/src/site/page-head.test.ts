import { describe, expect, it } from 'vitest';
import { pageStyleTags } from './page-head.js';

function styleIds(html: string): string[] {
  return [...html.matchAll(/<style id="([^"]+)">/g)].map((match) => match[1] ?? '');
}

describe('pageStyleTags', () => {
  it('prints the block library, then global styles, then the skip link, then block supports', () => {
    const html = pageStyleTags({
      blockLibrary: '.wp-block-pullquote{padding:3em 0}',
      globalStyles: ':root :where(.wp-block-pullquote){padding:20px}',
      skipLink: '.skip-link{}',
      blockSupports: '.wp-container-core-group-is-layout-1{gap:0}',
    });
    expect(styleIds(html)).toEqual([
      'wp-block-library-inline-css',
      'global-styles-inline-css',
      'wp-block-template-skip-link-inline-css',
      'core-block-supports-inline-css',
    ]);
    expect(html.indexOf('padding:3em 0')).toBeLessThan(html.indexOf('padding:20px'));
  });

  it('leaves out empty parts but always prints the block library', () => {
    const html = pageStyleTags({
      blockLibrary: '',
      globalStyles: 'body{margin:0}',
      skipLink: '',
      blockSupports: '',
    });
    expect(styleIds(html)).toEqual(['wp-block-library-inline-css', 'global-styles-inline-css']);
  });

  it('keeps a closing style tag in the CSS from ending the element', () => {
    const html = pageStyleTags({
      blockLibrary: '',
      globalStyles: 'a{content:"</style><script>"}',
      skipLink: '',
      blockSupports: '',
    });
    expect(html).not.toContain('</style><script>');
  });
});
