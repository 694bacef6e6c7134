import { describe, expect, it } from 'vitest';
import { post, renderMarkup } from './render-fixtures';

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
        '<div class="wp-block-post-content entry-content is-layout-flow wp-block-post-content-is-layout-flow">\n<p class="wp-block-paragraph">Body 1</p>\n</div>',
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

  it('renders the comments section; a preview without a comment store counts the sample comment', async () => {
    const html = await renderMarkup(
      '<!-- wp:comments --><div class="wp-block-comments"><!-- wp:comments-title /--></div><!-- /wp:comments -->',
      {
        post: post(1, { commentStatus: 'open' }),
      },
    );
    expect(html).toBe(
      '<div class="wp-block-comments"><h2 id="comments" class="wp-block-comments-title">One response to &#8220;Post 1&#8221;</h2></div>',
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
    expect(html).toContain(
      '<div class="wp-block-query-no-results"><p class="wp-block-paragraph">Nothing found.</p></div>',
    );
    expect(html).not.toContain('wp-block-post-template');
    expect(html).not.toContain('Pagination');
  });

  it('renders query titles for archives and searches', async () => {
    expect(
      await renderMarkup('<!-- wp:query-title {"type":"archive"} /-->', {
        mainQuery: { kind: 'archive', page: 1, archive: { type: 'category', title: 'News' } },
      }),
    ).toBe('<h1 class="wp-block-query-title">Category: <span>News</span></h1>');
    expect(
      await renderMarkup('<!-- wp:query-title {"type":"search","level":2} /-->', {
        mainQuery: { kind: 'search', page: 1, search: 'tea & <b>' },
      }),
    ).toBe('<h2 class="wp-block-query-title">Search results for: “tea &amp; &lt;b&gt;”</h2>');
  });
});

describe('render: author, term and embed blocks', () => {
  it('renders the author block and biography', async () => {
    const html = await renderMarkup(
      '<!-- wp:post-author {"byline":"Written by","showBio":true} /--><!-- wp:post-author-biography /-->',
      { post: post(1) },
    );
    expect(html).toBe(
      '<div class="wp-block-post-author"><div class="wp-block-post-author__content"><p class="wp-block-post-author__byline">Written by</p><p class="wp-block-post-author__name">Ada Lovelace</p><p class="wp-block-post-author__bio">Counts &amp; computes.</p></div></div><div class="wp-block-post-author-biography">Counts &amp; computes.</div>',
    );
  });

  it('renders the archive term description', async () => {
    const html = await renderMarkup('<!-- wp:term-description /-->', {
      mainQuery: {
        kind: 'archive',
        page: 1,
        archive: { type: 'category', title: 'News', description: '<p>All the news.</p>' },
      },
    });
    expect(html).toBe('<div class="wp-block-term-description"><p>All the news.</p></div>');
  });

  it('links the embedded URL on the public site', async () => {
    const html = await renderMarkup(
      '<!-- wp:embed {"url":"https://example.org/v"} -->\n<figure class="wp-block-embed"><div class="wp-block-embed__wrapper">\nhttps://example.org/v\n</div></figure>\n<!-- /wp:embed -->',
    );
    expect(html).toBe(
      '\n<figure class="wp-block-embed"><div class="wp-block-embed__wrapper">\n<a href="https://example.org/v">https://example.org/v</a>\n</div></figure>\n',
    );
  });
});
