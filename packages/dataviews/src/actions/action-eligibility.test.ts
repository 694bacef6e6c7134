import { describe, expect, it } from 'vitest';
import type { Action } from '../types';
import {
  canSelectItem,
  getActionLabel,
  getBulkActions,
  getItemActions,
  hasBulkActions,
} from './action-eligibility';

type Post = { id: string; status: 'publish' | 'trash' };

const trash: Action<Post> = {
  id: 'move-to-trash',
  label: 'Move to Trash',
  supportsBulk: true,
  isEligible: (post) => post.status !== 'trash',
  callback: () => undefined,
};
const restore: Action<Post> = {
  id: 'restore',
  label: (items) => (items.length > 1 ? `Restore ${items.length} items` : 'Restore'),
  isEligible: (post) => post.status === 'trash',
  callback: () => undefined,
};
const view: Action<Post> = { id: 'view', label: 'View', callback: () => undefined };

const live: Post = { id: '1', status: 'publish' };
const gone: Post = { id: '2', status: 'trash' };

describe('action eligibility', () => {
  it('labels may depend on the items', () => {
    expect(getActionLabel(restore, [gone])).toBe('Restore');
    expect(getActionLabel(restore, [gone, gone])).toBe('Restore 2 items');
    expect(getActionLabel(trash, [live])).toBe('Move to Trash');
  });

  it('row actions are the eligible ones', () => {
    const actions = [trash, restore, view];
    expect(getItemActions(actions, live).map((a) => a.id)).toEqual(['move-to-trash', 'view']);
    expect(getItemActions(actions, gone).map((a) => a.id)).toEqual(['restore', 'view']);
  });

  it('bulk actions need supportsBulk and eligibility for every selected item', () => {
    const actions = [trash, restore, view];
    expect(getBulkActions(actions, [live, { ...live, id: '3' }]).map((a) => a.id)).toEqual([
      'move-to-trash',
    ]);
    expect(getBulkActions(actions, [live, gone])).toEqual([]);
    expect(getBulkActions(actions, [])).toEqual([]);
    expect(hasBulkActions(actions)).toBe(true);
    expect(hasBulkActions([view, restore])).toBe(false);
  });

  it('an item is selectable when some bulk action fits it', () => {
    expect(canSelectItem([trash, restore, view], live)).toBe(true);
    expect(canSelectItem([trash, restore, view], gone)).toBe(false);
    expect(canSelectItem([view], live)).toBe(false);
  });
});
