import { describe, expect, it } from 'vitest';
import { renderListing } from '../listing-fixtures';
import { queryTotalText } from './query-total';

function queryMarkup(total: string, perPage = 3): string {
  return `<!-- wp:query {"queryId":7,"query":{"perPage":${perPage},"postType":"post","inherit":false}} -->\n<div class="wp-block-query">${total}</div>\n<!-- /wp:query -->`;
}

describe('query total', () => {
  it('says how many posts the query found', async () => {
    const html = await renderListing(queryMarkup('<!-- wp:query-total /-->'));
    expect(html).toContain('<div class="wp-block-query-total">4 results found</div>');
  });

  it('says which of them this page shows', async () => {
    const html = await renderListing(
      queryMarkup('<!-- wp:query-total {"displayType":"range-display"} /-->'),
      { mainQuery: { kind: 'home', page: 1, queryPages: { 7: 2 } } },
    );
    expect(html).toContain('<div class="wp-block-query-total">Displaying 4 of 4</div>');
  });

  it('words totals and ranges as WordPress does', () => {
    expect(queryTotalText('total-results', 1, 1, 10)).toBe('1 result found');
    expect(queryTotalText('range-display', 25, 2, 10)).toBe('Displaying 11 – 20 of 25');
    expect(queryTotalText('range-display', 0, 1, 10)).toBe('Displaying 0 of 0');
  });
});
