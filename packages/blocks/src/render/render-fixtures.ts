import { parse } from '../grammar/parse';
import { createMemoryContext, type MemorySiteData } from '../testing/memory-lookups';
import { render } from './render-blocks';
import type { PostData, RenderContext } from './render-context';

/** A post of the test site, with `extra` fields overriding the defaults. */
export function post(id: number, extra: Partial<PostData> = {}): PostData {
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

/** The in-memory site the render tests run against. */
export const data: MemorySiteData = {
  posts: [post(1), post(2), post(3)],
  authors: [
    {
      id: 1,
      name: 'Ada Lovelace',
      link: 'https://example.test/author/ada/',
      description: 'Counts & computes.',
    },
  ],
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

/** Parses and renders markup against the test site. */
export const renderMarkup = (markup: string, overrides: Partial<RenderContext> = {}) =>
  render(parse(markup), createMemoryContext(data, overrides));
