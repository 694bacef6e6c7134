import { describe, expect, it } from 'vitest';
import {
  REVISIONS_PER_PAGE,
  type RestGlobalStylesRevision,
  revisionsItemsLabel,
  revisionsPage,
  revisionsPageCount,
  revisionsPageLabel,
  revisionsTitle,
} from './revision-entries';

/** Saved revisions newest first, ids counting down from `total`, as the server pages them. */
function serverPage(total: number, page: number): RestGlobalStylesRevision[] {
  const ids = Array.from({ length: total }, (_, index) => total - index);
  return ids.slice((page - 1) * REVISIONS_PER_PAGE, page * REVISIONS_PER_PAGE).map((id) => ({
    id,
    author: 1,
    modified: '2026-11-28T10:00:00',
    modified_gmt: '2026-11-28T10:00:00',
    styles: { color: { text: `#00000${id % 10}` } },
    settings: {},
    _embedded: {
      author: [{ name: 'Site Admin', avatar_urls: { '24': '/a-24.png', '48': '/a-48.png' } }],
    },
  }));
}

const EDITS = { styles: { color: { text: '#ff0000' } }, settings: {} };

describe('revisionsPage', () => {
  it('pages 23 revisions by 10 into 3 pages, counted as the saved ones only', () => {
    expect(REVISIONS_PER_PAGE).toBe(10);
    expect(revisionsPageCount(23)).toBe(3);
    expect(revisionsTitle(23)).toBe('Revisions (23)');
    expect(revisionsItemsLabel(23)).toBe('23 items');
    expect(revisionsItemsLabel(1)).toBe('1 item');
    expect(revisionsPageLabel(1, 3)).toBe('1 of 3');
  });

  it("puts the 'unsaved' entry first on page 1 when there are unsaved edits", () => {
    const first = revisionsPage({ saved: serverPage(23, 1), total: 23, page: 1, unsaved: EDITS });
    expect(first.map((entry) => entry.id)).toEqual([
      'unsaved',
      23,
      22,
      21,
      20,
      19,
      18,
      17,
      16,
      15,
      14,
    ]);
    expect(first[0]).toMatchObject({ id: 'unsaved', styles: EDITS.styles, isLatest: false });
    expect(first[1]).toMatchObject({
      id: 23,
      isLatest: true,
      authorName: 'Site Admin',
      avatarUrl: '/a-48.png',
      modifiedGmt: '2026-11-28T10:00:00',
    });
    expect(first.filter((entry) => entry.isLatest)).toHaveLength(1);
    const clean = revisionsPage({ saved: serverPage(23, 1), total: 23, page: 1 });
    expect(clean.map((entry) => entry.id)).toEqual([23, 22, 21, 20, 19, 18, 17, 16, 15, 14]);
  });

  it("puts the 'parent' entry (theme defaults) last on the last page only", () => {
    const middle = revisionsPage({ saved: serverPage(23, 2), total: 23, page: 2, unsaved: EDITS });
    expect(middle.map((entry) => entry.id)).toEqual([13, 12, 11, 10, 9, 8, 7, 6, 5, 4]);
    expect(middle.some((entry) => entry.isLatest)).toBe(false);
    const last = revisionsPage({ saved: serverPage(23, 3), total: 23, page: 3 });
    expect(last.map((entry) => entry.id)).toEqual([3, 2, 1, 'parent']);
    expect(last[3]).toEqual({ id: 'parent', styles: {}, settings: {}, isLatest: false });
  });

  it('puts both on a single page, and the parent after exactly 10 revisions on page 1', () => {
    const single = revisionsPage({ saved: serverPage(2, 1), total: 2, page: 1, unsaved: EDITS });
    expect(single.map((entry) => entry.id)).toEqual(['unsaved', 2, 1, 'parent']);
    const full = revisionsPage({ saved: serverPage(10, 1), total: 10, page: 1 });
    expect(revisionsPageCount(10)).toBe(1);
    expect(full.at(-1)?.id).toBe('parent');
    expect(full).toHaveLength(11);
  });

  it('has one page with the parent when nothing was saved yet', () => {
    expect(revisionsPageCount(0)).toBe(1);
    expect(revisionsPage({ saved: [], total: 0, page: 1 }).map((entry) => entry.id)).toEqual([
      'parent',
    ]);
  });
});
