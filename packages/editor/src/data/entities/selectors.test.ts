import { describe, expect, it } from 'vitest';
import { getQueryTotals, getRecords } from './selectors';
import { EMPTY_STATE, type Query, queryKey, recordKey, type StoreState } from './store-state';

function stateWithLists(query: Query): StoreState {
  const page = { kind: 'postType', name: 'page', id: '1' };
  const post = { kind: 'postType', name: 'post', id: '2' };
  return {
    ...EMPTY_STATE,
    records: {
      [recordKey(page)]: { record: { id: 1, title: 'A page' }, etag: null },
      [recordKey(post)]: { record: { id: 2, title: 'A post' }, etag: null },
    },
    queries: {
      [queryKey('postType', 'page', query)]: { ids: ['1'], totalItems: 1, totalPages: 1 },
      [queryKey('postType', 'post', query)]: { ids: ['2'], totalItems: 7, totalPages: 3 },
    },
  };
}

describe('list selectors', () => {
  it('read each entity its own list when the same query object asks for both', () => {
    const query: Query = { per_page: 10, status: 'publish' };
    const state = stateWithLists(query);
    for (let round = 0; round < 2; round += 1) {
      expect(getRecords(state, 'postType', 'page', query)?.map((record) => record.title)).toEqual([
        'A page',
      ]);
      expect(getRecords(state, 'postType', 'post', query)?.map((record) => record.title)).toEqual([
        'A post',
      ]);
      expect(getQueryTotals(state, 'postType', 'post', query)).toEqual({
        totalItems: 7,
        totalPages: 3,
      });
    }
    expect(getRecords(state, 'postType', 'post', { status: 'publish', per_page: '10' })).toEqual(
      getRecords(state, 'postType', 'post', query),
    );
  });
});
