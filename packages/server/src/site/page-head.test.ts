import { blockLibraryCss } from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import { PageBytes } from '../http/page-bytes.js';
import { type PageStyleParts, pageStyleTags, writePageStyleTags } from './page-head.js';

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

describe('writePageStyleTags', () => {
  const siteStyles = { css: 'body{margin:0}a{content:"<"}' };
  const written = (parts: Omit<PageStyleParts, 'siteStyles'>, styles = siteStyles) => {
    const out = new PageBytes();
    writePageStyleTags(out, { ...parts, siteStyles: styles });
    return out.toBuffer().toString('utf8');
  };
  const printed = (parts: Omit<PageStyleParts, 'siteStyles'>, styles = siteStyles) =>
    pageStyleTags({
      blockLibrary: blockLibraryCss(parts.blockNames),
      globalStyles: styles.css + parts.variationCss,
      skipLink: parts.skipLink,
      blockSupports: parts.blockSupports,
    });

  it('writes what pageStyleTags prints, render after render', () => {
    const parts = {
      blockNames: ['core/group', 'core/paragraph'],
      variationCss: '.is-style-section-1--1{color:red}',
      skipLink: '.skip-link{}',
      blockSupports: '.wp-container-core-group-is-layout-1{gap:0}',
    };
    expect(written(parts)).toBe(printed(parts));
    expect(written(parts)).toBe(printed(parts));
    const other = { ...parts, blockNames: ['core/quote'], variationCss: '' };
    expect(written(other)).toBe(printed(other));
    expect(written(other)).toContain('wp-block-quote');
  });

  it('leaves out the same empty parts', () => {
    const parts = { blockNames: [], variationCss: '', skipLink: '', blockSupports: '' };
    expect(written(parts, { css: '' })).toBe(printed(parts, { css: '' }));
    expect(styleIds(written(parts, { css: '' }))).toEqual(['wp-block-library-inline-css']);
    const onlyVariations = { ...parts, variationCss: 'p{color:red}' };
    expect(written(onlyVariations, { css: '' })).toBe(printed(onlyVariations, { css: '' }));
  });
});
