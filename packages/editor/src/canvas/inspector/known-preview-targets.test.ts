import { describe, expect, it } from 'vitest';
import { EMPTY_STATE, recordKey, type StoreState } from '../../data/entities/store-state';
import { knownPreviewTargets } from './known-preview-targets';

function stateWith(records: [kind: string, name: string, record: Record<string, unknown>][]) {
  const entries = Object.fromEntries(
    records.map(([kind, name, record]) => [
      recordKey({ kind, name, id: String(record.id ?? '') }),
      { record, etag: null },
    ]),
  );
  const state: StoreState = { ...EMPTY_STATE, records: entries };
  return state;
}

describe('knownPreviewTargets', () => {
  it('uses the site settings and the published pages and posts the store holds', () => {
    const state = stateWith([
      ['root', 'site', { show_on_front: 'page', page_on_front: 2, page_for_posts: 4 }],
      ['postType', 'page', { id: 2, status: 'publish', link: 'http://localhost/' }],
      ['postType', 'page', { id: 4, status: 'publish', link: 'http://localhost/blog/' }],
      ['postType', 'page', { id: 8, status: 'draft', link: 'http://localhost/?page_id=8' }],
      ['postType', 'page', { id: 9, status: 'publish', link: 'http://localhost/about/' }],
      ['postType', 'post', { id: 3, status: 'publish', link: 'http://localhost/hello/' }],
      ['postType', 'wp_block', { id: 5, status: 'publish', link: 'http://localhost/pattern/' }],
    ]);
    expect(knownPreviewTargets(state, 'admin')).toEqual({
      postsPagePath: '/blog/',
      pagePath: '/about/',
      postPath: '/hello/',
      authorSlug: 'admin',
    });
  });

  it('knows nothing in an empty store (the front page stands in)', () => {
    expect(knownPreviewTargets(EMPTY_STATE, '')).toEqual({
      postsPagePath: undefined,
      pagePath: undefined,
      postPath: undefined,
      authorSlug: undefined,
    });
  });
});
