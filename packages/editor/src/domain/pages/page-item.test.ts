import { describe, expect, it } from 'vitest';
import { pageTitle, toPageItem } from './page-item';

describe('toPageItem', () => {
  it('flattens an edit-context record with its embedded author', () => {
    const item = toPageItem({
      id: 7,
      type: 'page',
      title: { raw: 'About', rendered: 'About' },
      status: 'publish',
      parent: 2,
      menu_order: 3,
      template: 'page-wide',
      featured_media: 11,
      content: { raw: '<!-- wp:paragraph --><p>Hi</p><!-- /wp:paragraph -->', rendered: '' },
      excerpt: { raw: '', rendered: '<p>Hi</p>', protected: false },
      author: 1,
      _embedded: { author: [{ id: 1, name: 'Ada' }] },
    });
    expect(item).toMatchObject({
      id: 7,
      title: 'About',
      parent: 2,
      menuOrder: 3,
      template: 'page-wide',
      featuredMedia: 11,
      content: '<!-- wp:paragraph --><p>Hi</p><!-- /wp:paragraph -->',
      excerpt: '',
      authorName: 'Ada',
    });
  });

  it('reads edited (plain) values and tolerates missing fields', () => {
    const item = toPageItem({ id: '9', title: 'Edited', _embedded: { author: 'nonsense' } });
    expect(item).toMatchObject({ id: 9, title: 'Edited', status: '', parent: 0, authorName: '' });
  });
});

describe('pageTitle', () => {
  it("shows '(no title)' for an empty or blank title", () => {
    expect(pageTitle({ title: '  ' })).toBe('(no title)');
    expect(pageTitle({ title: 'Contact' })).toBe('Contact');
  });
});
