import { describe, expect, it } from 'vitest';
import { parse } from '../grammar/parse';
import { createMemoryContext } from '../testing/memory-lookups';
import { renderWithStyles } from './render-blocks';
import type { RenderContext } from './render-context';

const renderStyles = (markup: string) => renderWithStyles(parse(markup), createMemoryContext());

describe('render-time styles', () => {
  it('scopes element colours to a wp-elements class of the block', async () => {
    const result = await renderStyles(
      '<!-- wp:paragraph {"style":{"elements":{"link":{"color":{"text":"var:preset|color|accent"},":hover":{"color":{"text":"#000"}}}}}} -->\n<p class="has-link-color">x <a href="/">y</a></p>\n<!-- /wp:paragraph -->',
    );
    const elements =
      /^\n<p class="has-link-color wp-block-paragraph (wp-elements-[0-9a-f]{8})">x <a href="\/">y<\/a><\/p>\n$/.exec(
        result.html,
      )?.[1];
    expect(elements).toBeDefined();
    expect(result.css).toBe(
      `.${elements} a:where(:not(.wp-element-button)){color:var(--wp--preset--color--accent)}.${elements} a:where(:not(.wp-element-button)):hover{color:#000}`,
    );
  });

  it('writes heading and button element colours', async () => {
    const result = await renderStyles(
      '<!-- wp:group {"style":{"elements":{"heading":{"color":{"text":"red"}},"button":{"color":{"background":"blue"}}}}} -->\n<div class="wp-block-group"></div>\n<!-- /wp:group -->',
    );
    const elements = /wp-elements-[0-9a-f]{8}/.exec(result.html)?.[0];
    expect(result.css).toContain(`.${elements} h1, .${elements} h2`);
    expect(result.css).toContain('{color:red}');
    expect(result.css).toContain(
      `.${elements} .wp-element-button, .${elements} .wp-block-button__link{background-color:blue}`,
    );
  });

  it('gives a block inside another with the same link colour a class of its own, written after', async () => {
    const link = '"style":{"elements":{"link":{"color":{"text":"red"}}}}';
    const result = await renderStyles(
      `<!-- wp:group {${link}} -->\n<div class="wp-block-group"><!-- wp:group {"style":{"elements":{"link":{"color":{"text":"blue"}}}}} -->\n<div class="wp-block-group"><!-- wp:paragraph {${link}} -->\n<p>a <a href="/">b</a></p>\n<!-- /wp:paragraph --></div>\n<!-- /wp:group --></div>\n<!-- /wp:group -->`,
    );
    const classes = [...result.html.matchAll(/wp-elements-[0-9a-f]{8}/g)].map((m) => m[0]);
    expect(new Set(classes).size).toBe(3);
    const [outer, middle, inner] = classes;
    // The paragraph's own red must come after the blue of the group around it.
    expect(result.css.indexOf(`.${outer} a`)).toBeLessThan(result.css.indexOf(`.${middle} a`));
    expect(result.css.indexOf(`.${middle} a`)).toBeLessThan(result.css.indexOf(`.${inner} a`));
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
    const unsetClass = /<figure class="wp-block-image (wp-duotone-unset-[0-9a-f]{8})">/.exec(
      unset.html,
    )?.[1];
    expect(unsetClass).toBeDefined();
    expect(unset.css).toBe(`.${unsetClass} img{filter:unset}`);
  });

  it('lists the blocks it rendered, looked-up ones included', async () => {
    const result = await renderWithStyles(
      parse('<!-- wp:pattern {"slug":"p"} /--><!-- wp:spacer /-->'),
      createMemoryContext({ themePatterns: { p: '<!-- wp:separator /-->' } }),
    );
    expect(result.blockNames).toEqual(['core/pattern', 'core/separator', 'core/spacer']);
  });

  it('names layout containers after their styles and writes their rules in document order', async () => {
    const group = (size: string, extra = '') =>
      `<!-- wp:group {${extra}"layout":{"type":"constrained","contentSize":"${size}"}} -->\n<div class="wp-block-group"></div>\n<!-- /wp:group -->`;
    const result = await renderStyles(
      `${group('700px')}${group('500px')}${group('700px', '"tagName":"section",')}`,
    );
    const classes = [...result.html.matchAll(/wp-container-core-group-is-layout-[0-9a-f]{8}/g)].map(
      (m) => m[0],
    );
    expect(classes).toHaveLength(3);
    const [wide, narrow, wideAgain] = classes;
    expect(narrow).not.toBe(wide);
    // Styled alike, named alike: one class, its rules written once.
    expect(wideAgain).toBe(wide);
    expect(result.css.split(`.${wide} > .alignwide`)).toHaveLength(2);
    expect(result.css.indexOf('700px')).toBeLessThan(result.css.indexOf('500px'));
    const plain = await renderStyles(
      '<!-- wp:group -->\n<div class="wp-block-group"></div>\n<!-- /wp:group -->',
    );
    expect(plain.css).toBe('');
  });

  it('gives the same container class in another document', async () => {
    const markup =
      '<!-- wp:group {"layout":{"type":"flex","flexWrap":"nowrap"}} -->\n<div class="wp-block-group"></div>\n<!-- /wp:group -->';
    const alone = await renderStyles(markup);
    const after = await renderStyles(`<!-- wp:spacer /-->${markup}`);
    const name = (html: string) => /wp-container-core-group-is-layout-[0-9a-f]{8}/.exec(html)?.[0];
    expect(name(alone.html)).toBeDefined();
    expect(name(after.html)).toBe(name(alone.html));
  });

  it('is the same bytes whichever look-up answers first', async () => {
    const part = (color: string, size: string) =>
      `<!-- wp:group {"style":{"elements":{"link":{"color":{"text":"${color}"}}}},"layout":{"type":"constrained","contentSize":"${size}"}} -->\n<div class="wp-block-group"><!-- wp:group {"layout":{"type":"flex","justifyContent":"right"}} -->\n<div class="wp-block-group"></div>\n<!-- /wp:group --></div>\n<!-- /wp:group -->`;
    const base = createMemoryContext({
      themePatterns: { first: part('red', '400px'), second: part('blue', '600px') },
    });
    /** The context with one pattern's look-up answering 30 ms late. */
    const slow = (late: string): RenderContext => ({
      ...base,
      lookups: {
        ...base.lookups,
        async themePattern(slug) {
          if (slug === late) await new Promise((done) => setTimeout(done, 30));
          return base.lookups.themePattern(slug);
        },
      },
    });
    const page = parse(
      '<!-- wp:pattern {"slug":"first"} /--><!-- wp:pattern {"slug":"second"} /-->',
    );
    const firstLate = await renderWithStyles(page, slow('first'));
    const secondLate = await renderWithStyles(page, slow('second'));
    expect(firstLate.css).toContain('max-width:400px');
    expect(firstLate.html).toBe(secondLate.html);
    expect(firstLate.css).toBe(secondLate.css);
    expect(firstLate.css.indexOf('400px')).toBeLessThan(firstLate.css.indexOf('600px'));
  });
});
