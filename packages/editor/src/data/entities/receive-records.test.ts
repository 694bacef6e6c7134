import { describe, expect, it } from 'vitest';
import { receiveQuery, receiveRecord } from './receive-records';
import { EMPTY_STATE, queryKey, recordKey } from './store-state';

const PAGES = { kind: 'postType', name: 'page', key: 'id' };
const ref = { kind: 'postType', name: 'page', id: '7' };
const full = Object.freeze({
  id: 7,
  title: 'About',
  content: '<p>Hello</p>',
  modified: '2026-11-20T10:00:00',
});
const withFullRecord = Object.freeze(receiveRecord(EMPTY_STATE, ref, full, '"v1"'));

describe('receiveQuery', () => {
  it('lays a list read with _fields over the record already read whole', () => {
    const key = queryKey('postType', 'page', { _fields: 'id,title,parent' });
    const next = receiveQuery(
      withFullRecord,
      PAGES,
      key,
      [{ id: 7, title: 'About us', parent: 0 }],
      {
        totalItems: 1,
        totalPages: 1,
      },
    );
    expect(next.records[recordKey(ref)]).toEqual({
      record: { ...full, title: 'About us', parent: 0 },
      etag: '"v1"',
    });
    expect(next.queries[key]?.ids).toEqual(['7']);
    expect(withFullRecord.records[recordKey(ref)]?.record.title).toBe('About');
  });

  it('keeps the ETag the record was read with when the list shows a newer version', () => {
    const key = queryKey('postType', 'page', {});
    const next = receiveQuery(
      withFullRecord,
      PAGES,
      key,
      [{ ...full, content: '<p>Changed</p>', modified: '2026-11-21T10:00:00' }],
      { totalItems: 1, totalPages: 1 },
    );
    // A save then meets the server's 412 (the conflict notice), never overwrites unseen.
    expect(next.records[recordKey(ref)]?.etag).toBe('"v1"');
    expect(next.records[recordKey(ref)]?.record.content).toBe('<p>Changed</p>');
  });

  it('keeps the version unsaved edits were made on when the list shows a newer one', () => {
    const key = queryKey('postType', 'page', {});
    const edited = { ...withFullRecord, edits: { [recordKey(ref)]: { title: 'Mine' } } };
    const next = receiveQuery(
      edited,
      PAGES,
      key,
      [{ ...full, title: 'Theirs', modified: '2026-11-21T10:00:00' }],
      { totalItems: 1, totalPages: 1 },
    );
    expect(next.records[recordKey(ref)]).toEqual({ record: full, etag: '"v1"' });
    expect(next.queries[key]?.ids).toEqual(['7']);
  });

  it('stores an item never seen before as it came', () => {
    const key = queryKey('postType', 'page', { _fields: 'id,title' });
    const next = receiveQuery(EMPTY_STATE, PAGES, key, [{ id: 9, title: 'New' }], {
      totalItems: 1,
      totalPages: 1,
    });
    expect(next.records[recordKey({ ...ref, id: '9' })]).toEqual({
      record: { id: 9, title: 'New' },
      etag: null,
    });
  });
});
