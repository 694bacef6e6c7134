import { describe, expect, it } from 'vitest';
import { versionHistoryCount } from './version-history';

describe('versionHistoryCount', () => {
  it("reads the count of the record's version-history link", () => {
    const record = {
      id: 7,
      _links: {
        'version-history': [{ href: '/wp-json/wp/v2/global-styles/7/revisions', count: 3 }],
      },
    };
    expect(versionHistoryCount(record)).toBe(3);
  });

  it('is 0 without a record, a link or a count', () => {
    expect(versionHistoryCount(undefined)).toBe(0);
    expect(versionHistoryCount({ id: 7 })).toBe(0);
    expect(versionHistoryCount({ _links: { self: [{ href: '/x' }] } })).toBe(0);
    expect(versionHistoryCount({ _links: { 'version-history': [{ href: '/x' }] } })).toBe(0);
    expect(versionHistoryCount({ _links: { 'version-history': [{ count: 'many' }] } })).toBe(0);
  });
});
