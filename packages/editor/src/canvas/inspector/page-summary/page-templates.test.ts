import { describe, expect, it } from 'vitest';
import {
  eligiblePageTemplates,
  type PageTemplateFacts,
  pageTemplateState,
  type ReadingSettings,
  templateContents,
  templateUsedBy,
  toPageTemplateFacts,
} from './page-templates';

function template(slug: string, extra: Partial<PageTemplateFacts> = {}): PageTemplateFacts {
  return Object.freeze({
    slug,
    title: slug.replace(/^./, (letter) => letter.toUpperCase()),
    isCustom: false,
    postTypes: [],
    content: '<!-- wp:post-content /-->',
    ...extra,
  });
}

const THEME: readonly PageTemplateFacts[] = Object.freeze([
  template('404'),
  template('archive'),
  template('front-page', { title: 'Front Page' }),
  template('home', { title: 'Blog Home' }),
  template('index', { title: 'Index' }),
  template('page', { title: 'Pages' }),
  template('page-no-title', { title: 'Page without title', isCustom: true, postTypes: ['page'] }),
  template('single', { title: 'Single Posts' }),
  template('single-with-sidebar', {
    title: 'Post with sidebar',
    isCustom: true,
    postTypes: ['post'],
  }),
  template('wp-custom-template-landing', { title: 'Landing', isCustom: true }),
]);

const STATIC_FRONT: ReadingSettings = Object.freeze({
  showOnFront: 'page',
  pageOnFront: 2,
  pageForPosts: 3,
});
const ABOUT = Object.freeze({ id: 7, slug: 'about', template: '' });

describe('eligiblePageTemplates', () => {
  it('offers custom templates for pages and the page hierarchy templates, by title', () => {
    expect(eligiblePageTemplates(THEME)).toEqual([
      { slug: 'wp-custom-template-landing', title: 'Landing' },
      { slug: 'page-no-title', title: 'Page without title' },
      { slug: 'page', title: 'Pages' },
    ]);
  });

  it('offers singular and a page-specific template, never a post-only custom template', () => {
    const options = eligiblePageTemplates([
      template('singular', { title: 'Single Entries' }),
      template('page-contact', { title: 'Page: Contact' }),
      template('single-with-sidebar', { isCustom: true, postTypes: ['post'] }),
      template('archive'),
    ]);
    expect(options.map((option) => option.slug)).toEqual(['page-contact', 'singular']);
  });

  it('leaves out empty templates, keeps those whose content was not read, names untitled ones by slug', () => {
    const options = eligiblePageTemplates([
      template('wp-custom-template-empty', { isCustom: true, content: '  ' }),
      template('wp-custom-template-unread', { isCustom: true, content: null, title: '' }),
    ]);
    expect(options).toEqual([
      { slug: 'wp-custom-template-unread', title: 'wp-custom-template-unread' },
    ]);
  });

  it('lists a slug once', () => {
    const options = eligiblePageTemplates([template('page'), template('page')]);
    expect(options).toHaveLength(1);
  });
});

describe('templateUsedBy', () => {
  const latestPosts: ReadingSettings = { showOnFront: 'posts', pageOnFront: 0, pageForPosts: 0 };

  it('is the page’s own template when it has one, else the first of the hierarchy', () => {
    expect(templateUsedBy(ABOUT, latestPosts, THEME)).toBe('page');
    expect(templateUsedBy({ ...ABOUT, template: 'page-no-title' }, latestPosts, THEME)).toBe(
      'page-no-title',
    );
    expect(templateUsedBy(ABOUT, latestPosts, [...THEME, template('page-about')])).toBe(
      'page-about',
    );
    expect(templateUsedBy(ABOUT, latestPosts, [template('singular'), template('index')])).toBe(
      'singular',
    );
  });

  it('is the front-page template for the front page, the blog’s for the posts page', () => {
    expect(templateUsedBy({ ...ABOUT, id: 2 }, STATIC_FRONT, THEME)).toBe('front-page');
    expect(templateUsedBy({ ...ABOUT, id: 3 }, STATIC_FRONT, THEME)).toBe('home');
  });

  it('is unknown before the templates are read', () => {
    expect(templateUsedBy(ABOUT, latestPosts, [])).toBeUndefined();
  });
});

describe('pageTemplateState', () => {
  it('names the hierarchy’s template for a page without one; it may switch', () => {
    expect(pageTemplateState(ABOUT, STATIC_FRONT, THEME)).toEqual({
      label: 'Pages',
      used: 'page',
      hasOwnTemplate: false,
      canSwitch: true,
      defaultLabel: 'Pages',
    });
  });

  it('names the chosen template; the default can be restored', () => {
    const state = pageTemplateState({ ...ABOUT, template: 'page-no-title' }, STATIC_FRONT, THEME);
    expect(state).toMatchObject({
      label: 'Page without title',
      hasOwnTemplate: true,
      defaultLabel: 'Pages',
    });
  });

  it('says Default template, or the slug, while the templates are unknown', () => {
    expect(pageTemplateState(ABOUT, STATIC_FRONT, [])).toMatchObject({
      label: 'Default template',
      defaultLabel: 'Default template',
    });
    expect(pageTemplateState({ ...ABOUT, template: 'page-x' }, STATIC_FRONT, []).label).toBe(
      'page-x',
    );
  });

  it('keeps the front page and the posts page on their templates', () => {
    expect(pageTemplateState({ ...ABOUT, id: 2 }, STATIC_FRONT, THEME)).toMatchObject({
      label: 'Front Page',
      canSwitch: false,
    });
    expect(pageTemplateState({ ...ABOUT, id: 3 }, STATIC_FRONT, THEME)).toMatchObject({
      label: 'Blog Home',
      canSwitch: false,
    });
  });
});

describe('toPageTemplateFacts', () => {
  it('reads a REST template record', () => {
    expect(
      toPageTemplateFacts({
        slug: 'page-no-title',
        title: { raw: 'Page without title', rendered: 'Page without title' },
        is_custom: true,
        post_types: ['page', 3],
        content: { raw: '<!-- wp:post-content /-->', block_version: 1 },
      }),
    ).toEqual({
      slug: 'page-no-title',
      title: 'Page without title',
      isCustom: true,
      postTypes: ['page'],
      content: '<!-- wp:post-content /-->',
    });
    expect(toPageTemplateFacts({ slug: 'page' })).toMatchObject({
      isCustom: false,
      postTypes: [],
      content: null,
    });
  });
});

describe('templateContents', () => {
  it("gives each template's markup, and the default choice the markup of the page's default", () => {
    const themed = [
      template('index', { content: '<!-- wp:query /-->' }),
      template('page', { content: '<!-- wp:post-title /-->' }),
      template('front-page', { content: '<!-- wp:cover /-->' }),
      template('page-no-title', { content: null }),
    ];
    const about = templateContents({ ...ABOUT, template: 'page-no-title' }, STATIC_FRONT, themed);
    expect(about.get('')).toBe('<!-- wp:post-title /-->');
    expect(about.get('index')).toBe('<!-- wp:query /-->');
    expect(about.get('page-no-title')).toBeNull();
    // The front page's default is the front page template.
    const front = templateContents({ id: 2, slug: 'home', template: '' }, STATIC_FRONT, themed);
    expect(front.get('')).toBe('<!-- wp:cover /-->');
    expect(templateContents(ABOUT, STATIC_FRONT, []).get('')).toBeNull();
  });
});
