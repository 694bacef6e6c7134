import { describe, expect, it } from 'vitest';
import { parse } from '../grammar/parse';
import { createMemoryContext } from '../testing/memory-lookups';
import { RECURSION_MESSAGE, render, renderWithStyles } from './render-blocks';
import { data, post, renderMarkup } from './render-fixtures';

describe('render: static and unknown blocks', () => {
  it('prints static blocks as saved, free-form HTML as is', async () => {
    const markup = '<div>free</div><!-- wp:paragraph -->\n<p>Hi</p>\n<!-- /wp:paragraph -->';
    expect(await renderMarkup(markup)).toBe(
      '<div>free</div>\n<p class="wp-block-paragraph">Hi</p>\n',
    );
  });

  it('prints unknown blocks as their saved HTML with inner blocks rendered', async () => {
    const markup =
      '<!-- wp:acme/box {"x":1} --><div class="box"><!-- wp:site-tagline /--></div><!-- /wp:acme/box -->';
    expect(await renderMarkup(markup)).toBe(
      '<div class="box"><p class="wp-block-site-tagline">Just another block site</p></div>',
    );
  });

  it('adds layout classes at render time and collects container CSS', async () => {
    const result = await renderWithStyles(
      parse(
        '<!-- wp:group {"layout":{"type":"constrained","contentSize":"500px"}} -->\n<div class="wp-block-group"></div>\n<!-- /wp:group -->',
      ),
      createMemoryContext(data),
    );
    const container =
      /^\n<div class="wp-block-group is-layout-constrained wp-block-group-is-layout-constrained (wp-container-core-group-is-layout-[0-9a-f]{8})"><\/div>\n$/.exec(
        result.html,
      )?.[1];
    expect(container).toBeDefined();
    expect(result.css).toContain(`.${container} > :where(`);
    const plain = await renderMarkup(
      '<!-- wp:buttons -->\n<div class="wp-block-buttons"></div>\n<!-- /wp:buttons -->',
    );
    expect(plain).toBe(
      '\n<div class="wp-block-buttons is-layout-flex wp-block-buttons-is-layout-flex"></div>\n',
    );
  });
});

describe('render: site and navigation blocks', () => {
  it('renders the site title, tagline and logo from settings', async () => {
    expect(await renderMarkup('<!-- wp:site-title {"textAlign":"center"} /-->')).toBe(
      '<h1 class="wp-block-site-title has-text-align-center"><a href="https://example.test/" target="_self" rel="home" aria-current="page">Atelier Test Site</a></h1>',
    );
    const logo = await renderMarkup('<!-- wp:site-logo {"width":60} /-->', {
      site: {
        ...createMemoryContext().site,
        logo: { url: '/logo.png', width: 120, height: 60, alt: 'Logo' },
      },
    });
    expect(logo).toBe(
      '<div class="wp-block-site-logo"><a href="https://example.test/" class="custom-logo-link" rel="home"><img width="60" height="30" src="/logo.png" class="custom-logo" alt="Logo"/></a></div>',
    );
    expect(await renderMarkup('<!-- wp:site-logo /-->')).toBe('');
  });

  it('renders a navigation menu by ref with submenus', async () => {
    const html = await renderMarkup('<!-- wp:navigation {"ref":5} /-->');
    expect(html).toContain(
      '<nav class="wp-block-navigation is-responsive is-layout-flex wp-block-navigation-is-layout-flex" aria-label="Navigation"><button class="wp-block-navigation__responsive-container-open"',
    );
    expect(html).toContain(
      '<div class="wp-block-navigation__responsive-container-content"><ul class="wp-block-navigation__container wp-block-navigation is-responsive">',
    );
    expect(html).toContain(
      '<li class="wp-block-navigation-item wp-block-navigation-link"><a class="wp-block-navigation-item__content" href="https://example.test/"><span class="wp-block-navigation-item__label">Home</span></a></li>',
    );
    expect(html).toContain(
      '<li class="wp-block-navigation-item has-child open-on-hover-click wp-block-navigation-submenu">',
    );
    expect(html).toContain(
      '<ul class="wp-block-navigation__submenu-container wp-block-navigation-submenu"><li',
    );
  });

  it('keeps non-link blocks outside the lists of menu items', async () => {
    const html = await renderMarkup(
      '<!-- wp:navigation {"overlayMenu":"never"} -->\n<!-- wp:navigation-link {"label":"A","url":"/a/"} /--><!-- wp:search {"showLabel":false} /--><!-- wp:home-link /-->\n<!-- /wp:navigation -->',
    );
    expect(html).toMatch(
      /^<nav[^>]*><ul class="wp-block-navigation__container wp-block-navigation"><li[^>]*>.*A.*<\/li><\/ul><form role="search".*<\/form><ul class="wp-block-navigation__container wp-block-navigation"><li class="wp-block-navigation-item current-menu-item wp-block-home-link">.*<\/ul><\/nav>$/,
    );
  });

  it('falls back to the newest menu, then to the page list', async () => {
    expect(await renderMarkup('<!-- wp:navigation /-->')).toContain('>Home</span>');
    const pagesOnly = await render(
      parse('<!-- wp:navigation /-->'),
      createMemoryContext({ ...data, menus: [] }),
    );
    expect(pagesOnly).toContain(
      '<ul class="wp-block-page-list"><li class="wp-block-pages-list__item has-child wp-block-navigation-item open-on-hover-click"><a class="wp-block-pages-list__item__link wp-block-navigation-item__content" href="https://example.test/about/">About</a>',
    );
    expect(pagesOnly.indexOf('About')).toBeLessThan(pagesOnly.indexOf('Contact'));
  });

  it('marks the current page in menus', async () => {
    const html = await renderMarkup('<!-- wp:page-list /-->', {
      post: post(12, { type: 'page', link: 'https://example.test/contact/' }),
    });
    expect(html).toContain(
      '<li class="wp-block-pages-list__item current-menu-item"><a class="wp-block-pages-list__item__link" href="https://example.test/contact/" aria-current="page">Contact</a></li>',
    );
  });

  it('renders a template part in its area element', async () => {
    expect(await renderMarkup('<!-- wp:template-part {"slug":"header"} /-->')).toBe(
      '<header class="wp-block-template-part"><p class="wp-block-site-title"><a href="https://example.test/" target="_self" rel="home" aria-current="page">Atelier Test Site</a></p></header>',
    );
    expect(await renderMarkup('<!-- wp:template-part {"slug":"missing"} /-->')).toBe('');
  });
});

describe('render: recursion guard', () => {
  it('renders a template part that includes itself once, then the message', async () => {
    expect(await renderMarkup('<!-- wp:template-part {"slug":"self"} /-->')).toBe(
      `<footer class="wp-block-template-part"><p>self</p><footer class="wp-block-template-part">${RECURSION_MESSAGE}</footer></footer>`,
    );
  });

  it('stops indirect template-part loops', async () => {
    const html = await renderMarkup('<!-- wp:template-part {"slug":"loop-a"} /-->');
    expect(html.match(/<p>b<\/p>/g)).toHaveLength(1);
    expect(html).toContain(RECURSION_MESSAGE);
  });

  it('stops theme patterns and synced patterns that include themselves', async () => {
    expect(await renderMarkup('<!-- wp:pattern {"slug":"atelier/mirror"} /-->')).toBe(
      `<p>mirror</p>${RECURSION_MESSAGE}`,
    );
    const synced = await renderMarkup('<!-- wp:block {"ref":8} /-->');
    expect(synced).toBe(`<p>eight</p><p>nine</p>${RECURSION_MESSAGE}`);
  });

  it('stops a post whose content shows itself', async () => {
    const selfish = post(1, { content: '<p>me</p><!-- wp:post-content /-->' });
    const html = await renderMarkup('<!-- wp:post-content /-->', { post: selfish });
    expect(html.match(/<p>me<\/p>/g)).toHaveLength(1);
    expect(html).toContain(
      `<div class="wp-block-post-content entry-content is-layout-flow wp-block-post-content-is-layout-flow">${RECURSION_MESSAGE}</div>`,
    );
  });

  it('renders the same part twice side by side', async () => {
    const html = await renderMarkup(
      '<!-- wp:pattern {"slug":"atelier/hero"} /--><!-- wp:pattern {"slug":"atelier/hero"} /-->',
    );
    expect(html.match(/Hero/g)).toHaveLength(2);
    expect(html).not.toContain(RECURSION_MESSAGE);
  });

  it('renders synced patterns by id', async () => {
    expect(await renderMarkup('<!-- wp:block {"ref":7} /-->')).toBe(
      '\n<p class="wp-block-paragraph">Synced</p>\n',
    );
  });
});

describe('render: widgets', () => {
  it('renders the search form with the current search', async () => {
    const html = await renderMarkup(
      '<!-- wp:search {"buttonUseIcon":true,"showLabel":false} /-->',
      {
        mainQuery: { kind: 'search', page: 1, search: 'tea' },
      },
    );
    expect(html).toMatch(
      /^<form role="search" method="get" action="https:\/\/example.test\/" class="wp-block-search wp-block-search__button-outside wp-block-search__icon-button">/,
    );
    expect(html).toContain('value="tea"');
    expect(html).toContain('class="wp-block-search__label screen-reader-text"');
    expect(html).toContain(
      '<button aria-label="Search" class="wp-block-search__button has-icon wp-element-button" type="submit"><svg',
    );
  });

  it('renders social links from their service', async () => {
    const html = await renderMarkup(
      '<!-- wp:social-links {"openInNewTab":true} -->\n<ul class="wp-block-social-links"><!-- wp:social-link {"url":"https://github.com/x","service":"github"} /--><!-- wp:social-link {"service":"x"} /--></ul>\n<!-- /wp:social-links -->',
    );
    expect(html).toContain(
      '<li class="wp-block-social-link wp-social-link wp-social-link-github"><a href="https://github.com/x" class="wp-block-social-link-anchor" target="_blank" rel="noopener nofollow"><svg',
    );
    expect(html).toContain(
      '<span class="wp-block-social-link-label screen-reader-text">GitHub</span>',
    );
    expect(html).not.toContain('wp-social-link-x');
  });
});
