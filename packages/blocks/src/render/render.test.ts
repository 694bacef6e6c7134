import { describe, expect, it } from 'vitest';
import { parse } from '../grammar/parse';
import { createMemoryContext, type MemorySiteData } from '../testing/memory-lookups';
import { RECURSION_MESSAGE, render, renderWithStyles } from './render-blocks';
import type { PostData } from './render-context';

function post(id: number, extra: Partial<PostData> = {}): PostData {
  return {
    id,
    type: 'post',
    slug: `post-${id}`,
    title: `Post ${id}`,
    content: `<!-- wp:paragraph -->\n<p>Body ${id}</p>\n<!-- /wp:paragraph -->`,
    excerpt: '',
    date: `2026-0${id}-1${id}T09:30:00Z`,
    link: `https://example.test/post-${id}/`,
    authorId: 1,
    ...extra,
  };
}

const data: MemorySiteData = {
  posts: [post(1), post(2), post(3)],
  authors: [{ id: 1, name: 'Ada Lovelace', link: 'https://example.test/author/ada/' }],
  postTerms: {
    1: [
      { id: 3, name: 'News', slug: 'news', taxonomy: 'category', link: '/category/news/' },
      { id: 4, name: 'Art', slug: 'art', taxonomy: 'category', link: '/category/art/' },
    ],
  },
  pages: [
    { id: 10, title: 'About', link: 'https://example.test/about/', parent: 0, menuOrder: 1 },
    { id: 11, title: 'Team', link: 'https://example.test/about/team/', parent: 10, menuOrder: 0 },
    { id: 12, title: 'Contact', link: 'https://example.test/contact/', parent: 0, menuOrder: 2 },
  ],
  menus: [
    {
      id: 5,
      title: 'Main',
      content:
        '<!-- wp:navigation-link {"label":"Home","url":"https://example.test/"} /-->\n<!-- wp:navigation-submenu {"label":"More","url":"/more/"} -->\n<!-- wp:navigation-link {"label":"Team","url":"/team/"} /-->\n<!-- /wp:navigation-submenu -->',
    },
  ],
  templateParts: [
    {
      theme: 'atelier',
      slug: 'header',
      area: 'header',
      content: '<!-- wp:site-title {"level":0} /-->',
    },
    {
      theme: 'atelier',
      slug: 'loop-a',
      area: 'uncategorized',
      content: '<!-- wp:template-part {"slug":"loop-b"} /-->',
    },
    {
      theme: 'atelier',
      slug: 'loop-b',
      area: 'uncategorized',
      content: '<p>b</p><!-- wp:template-part {"slug":"loop-a"} /-->',
    },
    {
      theme: 'atelier',
      slug: 'self',
      area: 'footer',
      content: '<p>self</p><!-- wp:template-part {"slug":"self"} /-->',
    },
  ],
  themePatterns: {
    'atelier/hero':
      '<!-- wp:heading -->\n<h2 class="wp-block-heading">Hero</h2>\n<!-- /wp:heading -->',
    'atelier/mirror': '<p>mirror</p><!-- wp:pattern {"slug":"atelier/mirror"} /-->',
  },
  syncedPatterns: {
    7: '<!-- wp:paragraph -->\n<p>Synced</p>\n<!-- /wp:paragraph -->',
    8: '<p>eight</p><!-- wp:block {"ref":9} /-->',
    9: '<p>nine</p><!-- wp:block {"ref":8} /-->',
  },
};

const renderMarkup = (markup: string, overrides = {}) =>
  render(parse(markup), createMemoryContext(data, overrides));

describe('render: static and unknown blocks', () => {
  it('prints static blocks as saved, free-form HTML as is', async () => {
    const markup = '<div>free</div><!-- wp:paragraph -->\n<p>Hi</p>\n<!-- /wp:paragraph -->';
    expect(await renderMarkup(markup)).toBe('<div>free</div>\n<p>Hi</p>\n');
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
    expect(result.html).toBe(
      '\n<div class="wp-block-group is-layout-constrained wp-block-group-is-layout-constrained wp-container-core-group-is-layout-1"></div>\n',
    );
    expect(result.css).toContain('.wp-container-core-group-is-layout-1 > :where(');
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
      '<nav class="wp-block-navigation is-layout-flex wp-block-navigation-is-layout-flex" aria-label="Navigation"><ul class="wp-block-navigation__container">',
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

  it('falls back to the newest menu, then to the page list', async () => {
    expect(await renderMarkup('<!-- wp:navigation /-->')).toContain('>Home</span>');
    const pagesOnly = await render(
      parse('<!-- wp:navigation /-->'),
      createMemoryContext({ ...data, menus: [] }),
    );
    expect(pagesOnly).toContain(
      '<ul class="wp-block-page-list"><li class="wp-block-pages-list__item has-child"><a class="wp-block-pages-list__item__link" href="https://example.test/about/">About</a>',
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

describe('render: post blocks', () => {
  const single = { post: post(1), mainQuery: { kind: 'singular' as const, page: 1 } };

  it('renders title, date, author, terms and content of the current post', async () => {
    const html = await renderMarkup(
      '<!-- wp:post-title {"level":1} /--><!-- wp:post-date {"format":"Y-m-d"} /--><!-- wp:post-author-name {"isLink":true} /--><!-- wp:post-terms {"term":"category","separator":" · "} /--><!-- wp:post-content /-->',
      single,
    );
    expect(html).toBe(
      '<h1 class="wp-block-post-title">Post 1</h1>' +
        '<div class="wp-block-post-date"><time datetime="2026-01-11T09:30:00Z">2026-01-11</time></div>' +
        '<div class="wp-block-post-author-name"><a href="https://example.test/author/ada/" target="_self" class="wp-block-post-author-name__link">Ada Lovelace</a></div>' +
        '<div class="wp-block-post-terms taxonomy-category"><a href="/category/news/" rel="tag">News</a><span class="wp-block-post-terms__separator"> · </span><a href="/category/art/" rel="tag">Art</a></div>' +
        '<div class="wp-block-post-content entry-content is-layout-flow wp-block-post-content-is-layout-flow">\n<p>Body 1</p>\n</div>',
    );
  });

  it('renders the excerpt, featured image, read more and adjacent post links', async () => {
    const withImage = {
      ...single,
      post: post(2, {
        excerpt: 'Short summary here',
        featuredImage: { url: '/f.jpg', alt: 'F', width: 800, height: 600 },
      }),
    };
    const html = await renderMarkup(
      '<!-- wp:post-excerpt {"excerptLength":2} /--><!-- wp:post-featured-image {"isLink":true} /--><!-- wp:read-more {"content":"Continue"} /--><!-- wp:post-navigation-link {"type":"previous","showTitle":true} /--><!-- wp:post-navigation-link /-->',
      withImage,
    );
    expect(html).toContain('<p class="wp-block-post-excerpt__excerpt">Short summary…</p>');
    expect(html).toContain(
      '<figure class="wp-block-post-featured-image"><a href="https://example.test/post-2/" target="_self" aria-label="Post 2"><img src="/f.jpg" alt="F" class="wp-post-image" width="800" height="600"/></a></figure>',
    );
    expect(html).toContain(
      '<a class="wp-block-read-more" href="https://example.test/post-2/" target="_self">Continue<span class="screen-reader-text">: Post 2</span></a>',
    );
    expect(html).toContain(
      '<div class="wp-block-post-navigation-link post-navigation-link-previous">Previous <a href="https://example.test/post-1/" rel="prev">Post 1</a></div>',
    );
    expect(html).toContain(
      '<div class="wp-block-post-navigation-link post-navigation-link-next"><a href="https://example.test/post-3/" rel="next">Next</a></div>',
    );
  });

  it('renders nothing for post blocks without a post', async () => {
    expect(
      await renderMarkup('<!-- wp:post-title /--><!-- wp:post-content /--><!-- wp:comments /-->'),
    ).toBe('');
  });

  it('renders comments closed', async () => {
    const html = await renderMarkup(
      '<!-- wp:comments --><div class="wp-block-comments"><!-- wp:comments-title /--></div><!-- /wp:comments -->',
      {
        post: post(1, { commentStatus: 'open' }),
      },
    );
    expect(html).toBe(
      '<div class="wp-block-comments"><p class="wp-block-comments__closed">Comments are closed.</p></div>',
    );
  });
});

describe('render: query loop', () => {
  const loop = (query: string, inner = '<!-- wp:post-title /-->') =>
    `<!-- wp:query {"queryId":4,"query":${query}} -->\n<div class="wp-block-query"><!-- wp:post-template -->${inner}<!-- /wp:post-template --><!-- wp:query-pagination --><!-- wp:query-pagination-previous /--><!-- wp:query-pagination-numbers /--><!-- wp:query-pagination-next /--><!-- /wp:query-pagination --><!-- wp:query-no-results --><!-- wp:paragraph --><p>Nothing found.</p><!-- /wp:paragraph --><!-- /wp:query-no-results --></div>\n<!-- /wp:query -->`;

  it('renders each post with the post template, newest first, and pagination', async () => {
    const html = await renderMarkup(loop('{"perPage":2,"inherit":false,"postType":"post"}'));
    expect(html).toContain(
      '<li class="wp-block-post post-3 post type-post status-publish"><h2 class="wp-block-post-title">Post 3</h2></li><li class="wp-block-post post-2 post type-post status-publish"><h2 class="wp-block-post-title">Post 2</h2></li>',
    );
    expect(html).toContain(
      '<nav class="wp-block-query-pagination is-layout-flex wp-block-query-pagination-is-layout-flex" aria-label="Pagination"><div class="wp-block-query-pagination-numbers"><span aria-current="page" class="page-numbers current">1</span><a class="page-numbers" href="https://example.test/?query-4-page=2">2</a></div><a class="wp-block-query-pagination-next" href="https://example.test/?query-4-page=2">Next Page</a></nav>',
    );
    expect(html).not.toContain('Nothing found');
  });

  it('reads the page of a custom query from the main query', async () => {
    const html = await renderMarkup(loop('{"perPage":2,"inherit":false}'), {
      mainQuery: { kind: 'home', page: 1, queryPages: { 4: 2 } },
    });
    expect(html).toContain('Post 1');
    expect(html).not.toContain('Post 3');
    expect(html).toContain(
      '<a class="wp-block-query-pagination-previous" href="https://example.test/">Previous Page</a>',
    );
  });

  it('follows the main query when inheriting', async () => {
    const html = await renderMarkup(loop('{"inherit":true}'), {
      mainQuery: {
        kind: 'archive',
        page: 2,
        query: { perPage: 1 },
        url: 'https://example.test/blog',
      },
    });
    expect(html).toContain('Post 2');
    expect(html).toContain('href="https://example.test/blog/page/3/"');
    expect(html).toContain(
      '<a class="wp-block-query-pagination-previous" href="https://example.test/blog/">',
    );
  });

  it('shows the no-results content when nothing matches', async () => {
    const html = await renderMarkup(loop('{"inherit":false,"postType":"page"}'));
    expect(html).toContain('<div class="wp-block-query-no-results"><p>Nothing found.</p></div>');
    expect(html).not.toContain('wp-block-post-template');
    expect(html).not.toContain('Pagination');
  });

  it('renders query titles for archives and searches', async () => {
    expect(
      await renderMarkup('<!-- wp:query-title {"type":"archive"} /-->', {
        mainQuery: { kind: 'archive', page: 1, archive: { type: 'category', title: 'News' } },
      }),
    ).toBe('<h1 class="wp-block-query-title">Category: News</h1>');
    expect(
      await renderMarkup('<!-- wp:query-title {"type":"search","level":2} /-->', {
        mainQuery: { kind: 'search', page: 1, search: 'tea & <b>' },
      }),
    ).toBe('<h2 class="wp-block-query-title">Search results for: “tea &amp; &lt;b&gt;”</h2>');
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
    expect(await renderMarkup('<!-- wp:block {"ref":7} /-->')).toBe('\n<p>Synced</p>\n');
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
