import { describe, expect, it } from 'vitest';
import {
  canMoveToTrash,
  canSetAsFrontPage,
  canSetAsPostsPage,
  isNotTrashed,
  isTrashed,
} from './page-eligibility';

const SETTINGS = { showOnFront: 'page', pageOnFront: 2, pageForPosts: 3 };
const page = (id: number, status = 'publish', password = '') => ({ id, status, password });

describe('page action eligibility (spec 2 §5)', () => {
  it('offers Restore and Permanently delete only in the trash', () => {
    expect(isTrashed(page(5, 'trash'))).toBe(true);
    for (const status of ['publish', 'draft', 'pending', 'private', 'future']) {
      expect(isTrashed(page(5, status))).toBe(false);
    }
  });

  it('offers Edit and Move to Trash for anything not trashed', () => {
    expect(isNotTrashed(page(5, 'draft'))).toBe(true);
    expect(canMoveToTrash(page(5, 'publish'))).toBe(true);
    expect(canMoveToTrash(page(5, 'trash'))).toBe(false);
  });

  it('sets only published, open pages as front page, and not the current one', () => {
    expect(canSetAsFrontPage(page(5), SETTINGS)).toBe(true);
    expect(canSetAsFrontPage(page(2), SETTINGS)).toBe(false);
    expect(canSetAsFrontPage(page(2), { ...SETTINGS, showOnFront: 'posts' })).toBe(true);
    expect(canSetAsFrontPage(page(5, 'draft'), SETTINGS)).toBe(false);
    expect(canSetAsFrontPage(page(5, 'publish', 'pw'), SETTINGS)).toBe(false);
  });

  it('sets as posts page neither the posts page nor the front page', () => {
    expect(canSetAsPostsPage(page(5), SETTINGS)).toBe(true);
    expect(canSetAsPostsPage(page(3), SETTINGS)).toBe(false);
    expect(canSetAsPostsPage(page(2), SETTINGS)).toBe(false);
    expect(canSetAsPostsPage(page(5, 'private'), SETTINGS)).toBe(false);
  });
});
