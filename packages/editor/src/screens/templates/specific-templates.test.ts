import { describe, expect, it } from 'vitest';
import {
  availableSuggestions,
  decodeEntities,
  SPECIFIC_TEMPLATE_KINDS,
  type SpecificTemplateKind,
  showsSuggestionSearch,
  slugsWithTemplates,
  specificTemplatePayload,
  suggestionQuery,
  toSuggestion,
} from './specific-templates';

function kind(id: SpecificTemplateKind['id']): SpecificTemplateKind {
  const found = SPECIFIC_TEMPLATE_KINDS.find((candidate) => candidate.id === id);
  if (found === undefined) throw new Error(`no kind ${id}`);
  return found;
}

describe('templates for one specific item', () => {
  it('asks for 10 suggestions, or 20 when searching, excluding items with a template', () => {
    expect(suggestionQuery(kind('page'), '', [])).toEqual({
      order: 'asc',
      context: 'view',
      per_page: 10,
      _fields: 'id,title,slug,link',
    });
    expect(suggestionQuery(kind('category'), ' news ', [9, 3])).toEqual({
      order: 'asc',
      context: 'view',
      per_page: 20,
      _fields: 'id,name,slug,link',
      search: 'news',
      exclude: '3,9',
    });
    expect(suggestionQuery(kind('author'), '', []).who).toBe('authors');
  });

  it('offers a search box once more than 9 suggestions have loaded', () => {
    expect(showsSuggestionSearch(9, '')).toBe(false);
    expect(showsSuggestionSearch(10, '')).toBe(true);
    // Still there while a search narrows the list down.
    expect(showsSuggestionSearch(0, 'zz')).toBe(true);
  });

  it('finds the items that already have a template from the template slugs', () => {
    const slugs = ['page', 'page-about', 'single-post-hello', 'category-news', 'tag-', 'index'];
    expect(slugsWithTemplates(kind('page'), slugs)).toEqual(['about']);
    expect(slugsWithTemplates(kind('post'), slugs)).toEqual(['hello']);
    expect(slugsWithTemplates(kind('category'), slugs)).toEqual(['news']);
    expect(slugsWithTemplates(kind('tag'), slugs)).toEqual([]);
  });

  it('leaves out suggestions whose item has a template', () => {
    const suggestions = [
      { id: 2, name: 'About', slug: 'about' },
      { id: 3, name: 'Contact', slug: 'contact' },
    ];
    expect(availableSuggestions(suggestions, kind('page'), ['page-about'])).toEqual([
      { id: 3, name: 'Contact', slug: 'contact' },
    ]);
    expect(availableSuggestions(suggestions, kind('post'), ['page-about'])).toEqual(suggestions);
  });

  it('reads suggestions from post and term records', () => {
    expect(
      toSuggestion({ id: 2, slug: 'about', title: { rendered: 'About &amp; us' } }, kind('page')),
    ).toEqual({ id: 2, slug: 'about', name: 'About & us' });
    expect(toSuggestion({ id: 5, slug: 'news', name: 'News' }, kind('category'))).toEqual({
      id: 5,
      slug: 'news',
      name: 'News',
    });
    expect(
      toSuggestion({ id: 6, slug: 'untitled', title: { rendered: '' } }, kind('post')),
    ).toEqual({ id: 6, slug: 'untitled', name: 'untitled' });
    expect(toSuggestion({ slug: 'no-id' }, kind('page'))).toBeNull();
    expect(decodeEntities('It&#8217;s &lt;b&gt; &#039;x&#039;')).toBe("It\u2019s <b> 'x'");
  });

  it('builds the template slug and title of the item', () => {
    const about = { id: 2, name: 'About', slug: 'about' };
    expect(specificTemplatePayload(kind('page'), about)).toMatchObject({
      slug: 'page-about',
      title: 'Page: About',
      status: 'publish',
      is_wp_suggestion: true,
    });
    expect(
      specificTemplatePayload(kind('post'), { id: 1, name: 'Hello', slug: 'hello' }),
    ).toMatchObject({
      slug: 'single-post-hello',
      title: 'Post: Hello',
    });
    expect(
      specificTemplatePayload(kind('category'), { id: 5, name: 'News', slug: 'news' }).slug,
    ).toBe('category-news');
    expect(specificTemplatePayload(kind('tag'), { id: 7, name: 'Wool', slug: 'wool' }).slug).toBe(
      'tag-wool',
    );
    expect(
      specificTemplatePayload(kind('author'), { id: 1, name: 'Ada', slug: 'ada' }),
    ).toMatchObject({
      slug: 'author-ada',
      title: 'Author: Ada',
    });
  });
});
