import { describe, expect, it } from 'vitest';
import { flattenPageTree, pageTree, readingPages } from './page-tree';

const page = (id: number, menuOrder = 0, parent = 0) => Object.freeze({ id, menuOrder, parent });
const rows = (pages: ReturnType<typeof page>[], frontPage = 0, postsPage = 0) =>
  flattenPageTree(pageTree(Object.freeze(pages), { frontPage, postsPage })).map(
    ({ page: { id }, depth }) => `${'  '.repeat(depth)}${id}`,
  );

describe('pageTree', () => {
  it('puts the front page first and the posts page second, then the rest by menu_order', () => {
    expect(rows([page(1, 0), page(2, 5), page(3, 1), page(4, 9), page(5, 3)], 4, 2)).toEqual([
      '4',
      '2',
      '1',
      '3',
      '5',
    ]);
  });

  it('keeps the server order between pages of the same menu_order', () => {
    expect(rows([page(9, 0), page(3, 0), page(7, 0)])).toEqual(['9', '3', '7']);
  });

  it('nests each page under its parent, children by menu_order', () => {
    expect(
      rows([page(1, 0), page(2, 1), page(10, 2, 1), page(11, 1, 1), page(12, 0, 11), page(3, 2)]),
    ).toEqual(['1', '  11', '    12', '  10', '2', '3']);
  });

  it('lifts the front and posts pages to the top even when they have a parent', () => {
    expect(rows([page(1, 0), page(2, 0, 1), page(3, 0, 2)], 2)).toEqual(['2', '  3', '1']);
  });

  it('shows at the top a page whose parent is not listed, and pages in a loop of parents', () => {
    expect(rows([page(1, 0, 99), page(2, 0, 3), page(3, 1, 2)])).toEqual(['1', '2', '  3']);
  });
});

describe('readingPages', () => {
  it('counts the front page only when a static page is shown on the front', () => {
    expect(readingPages({ showOnFront: 'page', pageOnFront: 4, pageForPosts: 2 })).toEqual({
      frontPage: 4,
      postsPage: 2,
    });
    expect(readingPages({ showOnFront: 'posts', pageOnFront: 4, pageForPosts: 2 })).toEqual({
      frontPage: 0,
      postsPage: 2,
    });
  });
});
