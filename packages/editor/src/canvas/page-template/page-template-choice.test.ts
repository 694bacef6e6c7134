import { describe, expect, it } from 'vitest';
import {
  availableTemplates,
  choosePageTemplate,
  pageFactsOf,
  readingFactsOf,
} from './page-template-choice';

const reading = Object.freeze({ showOnFront: 'posts', pageOnFront: 0, pageForPosts: 0 });
const about = Object.freeze({ id: 12, slug: 'about', template: '' });
const theme = (...slugs: string[]) => slugs.map((slug) => ({ id: `loom//${slug}`, slug }));

describe('the hierarchy a page is drawn in', () => {
  const all = theme('index', 'singular', 'page', 'page-12', 'page-about', 'front-page', 'home');

  it('tries the page hierarchy, most specific first', () => {
    const order = ['page-about', 'page-12', 'page', 'singular', 'index'];
    for (const [index, slug] of order.entries()) {
      const left = all.filter((template) => !order.slice(0, index).includes(template.slug));
      expect(choosePageTemplate(about, reading, left)?.slug).toBe(slug);
    }
  });

  it('tries front-page first for the static front page, and the blog templates for the posts page', () => {
    expect(
      choosePageTemplate(about, { showOnFront: 'page', pageOnFront: 12, pageForPosts: 0 }, all)
        ?.slug,
    ).toBe('front-page');
    expect(
      choosePageTemplate(about, { showOnFront: 'page', pageOnFront: 3, pageForPosts: 12 }, all)
        ?.slug,
    ).toBe('home');
  });
});

describe('choosePageTemplate', () => {
  it('takes the first template the theme has', () => {
    expect(choosePageTemplate(about, reading, theme('index', 'page', 'page-12'))).toEqual({
      id: 'loom//page-12',
      slug: 'page-12',
    });
    expect(choosePageTemplate(about, reading, theme('index', 'single'))?.slug).toBe('index');
  });

  it("uses the page's custom template when the theme has it, else the hierarchy", () => {
    const custom = { ...about, template: 'page-no-title' };
    expect(choosePageTemplate(custom, reading, theme('page', 'page-no-title'))?.slug).toBe(
      'page-no-title',
    );
    expect(choosePageTemplate(custom, reading, theme('page'))?.slug).toBe('page');
  });

  it('finds none when the theme has no templates', () => {
    expect(choosePageTemplate(about, reading, [])).toBeNull();
  });
});

describe('facts from records', () => {
  it('reads the page, the reading settings and the template list', () => {
    expect(pageFactsOf({ id: 7, slug: 'contact', template: 'page-wide' })).toEqual({
      id: 7,
      slug: 'contact',
      template: 'page-wide',
    });
    expect(pageFactsOf({ id: 7 })).toEqual({ id: 7, slug: '', template: '' });
    expect(
      readingFactsOf({ show_on_front: 'page', page_on_front: 7, page_for_posts: '9' }),
    ).toEqual({ showOnFront: 'page', pageOnFront: 7, pageForPosts: 9 });
    expect(readingFactsOf(undefined)).toEqual({ showOnFront: '', pageOnFront: 0, pageForPosts: 0 });
    expect(availableTemplates([{ id: 'loom//page', slug: 'page' }, { slug: 'broken' }])).toEqual([
      { id: 'loom//page', slug: 'page' },
    ]);
  });
});
