import { describe, expect, it } from 'vitest';
import { parse } from '../grammar/parse';
import { createMemoryContext } from '../testing/memory-lookups';
import { renderWithStyles } from './render-blocks';

const renderStyles = (markup: string) => renderWithStyles(parse(markup), createMemoryContext());

describe('render-time styles', () => {
  it('scopes element colours to a numbered wp-elements class', async () => {
    const result = await renderStyles(
      '<!-- wp:paragraph {"style":{"elements":{"link":{"color":{"text":"var:preset|color|accent"},":hover":{"color":{"text":"#000"}}}}}} -->\n<p class="has-link-color">x <a href="/">y</a></p>\n<!-- /wp:paragraph -->',
    );
    expect(result.html).toBe(
      '\n<p class="has-link-color wp-block-paragraph wp-elements-1">x <a href="/">y</a></p>\n',
    );
    expect(result.css).toBe(
      '.wp-elements-1 a:where(:not(.wp-element-button)){color:var(--wp--preset--color--accent)}.wp-elements-1 a:where(:not(.wp-element-button)):hover{color:#000}',
    );
  });

  it('writes heading and button element colours', async () => {
    const result = await renderStyles(
      '<!-- wp:group {"style":{"elements":{"heading":{"color":{"text":"red"}},"button":{"color":{"background":"blue"}}}}} -->\n<div class="wp-block-group"></div>\n<!-- /wp:group -->',
    );
    expect(result.css).toContain('.wp-elements-1 h1, .wp-elements-1 h2');
    expect(result.css).toContain('{color:red}');
    expect(result.css).toContain(
      '.wp-elements-1 .wp-element-button, .wp-elements-1 .wp-block-button__link{background-color:blue}',
    );
  });

  it('applies duotone presets to the block image', async () => {
    const result = await renderStyles(
      '<!-- wp:image {"style":{"color":{"duotone":"var:preset|duotone|ink-linen"}}} -->\n<figure class="wp-block-image"><img src="/a.jpg" alt=""/></figure>\n<!-- /wp:image -->',
    );
    expect(result.html).toContain('<figure class="wp-block-image wp-duotone-ink-linen">');
    expect(result.css).toBe('');
    const unset = await renderStyles(
      '<!-- wp:image {"style":{"color":{"duotone":"unset"}}} -->\n<figure class="wp-block-image"><img src="/a.jpg" alt=""/></figure>\n<!-- /wp:image -->',
    );
    expect(unset.html).toContain('<figure class="wp-block-image wp-duotone-unset-1">');
    expect(unset.css).toBe('.wp-duotone-unset-1 img{filter:unset}');
  });

  it('lists the blocks it rendered, looked-up ones included', async () => {
    const result = await renderWithStyles(
      parse('<!-- wp:pattern {"slug":"p"} /--><!-- wp:spacer /-->'),
      createMemoryContext({ themePatterns: { p: '<!-- wp:separator /-->' } }),
    );
    expect(result.blockNames).toEqual(['core/pattern', 'core/separator', 'core/spacer']);
  });

  it('numbers layout containers in document order and writes nothing for plain layouts', async () => {
    const group = (size: string) =>
      `<!-- wp:group {"layout":{"type":"constrained","contentSize":"${size}"}} -->\n<div class="wp-block-group"></div>\n<!-- /wp:group -->`;
    const result = await renderStyles(`${group('500px')}${group('700px')}`);
    expect(result.html.indexOf('is-layout-1')).toBeLessThan(result.html.indexOf('is-layout-2'));
    expect(result.css.indexOf('500px')).toBeLessThan(result.css.indexOf('700px'));
    const plain = await renderStyles(
      '<!-- wp:group -->\n<div class="wp-block-group"></div>\n<!-- /wp:group -->',
    );
    expect(plain.css).toBe('');
  });
});
