import { describe, expect, it } from 'vitest';
import {
  boundedNumber,
  isShown,
  LISTING_SETTINGS,
  type ListingControl,
  orderChanges,
  orderChoice,
} from './listing-controls';

function control(block: string, label: string): ListingControl {
  const found = (LISTING_SETTINGS[block] ?? [])
    .flatMap((section) => section.controls)
    .find((item) => item.label === label);
  if (found === undefined) throw new Error(`no ${label}`);
  return found;
}

describe('listing block settings', () => {
  it('shows dependent settings only when what they depend on is chosen', () => {
    const label = control('core/archives', 'Show label');
    expect(isShown(label, { displayAsDropdown: false })).toBe(false);
    expect(isShown(label, { displayAsDropdown: true })).toBe(true);
    const columns = control('core/latest-posts', 'Columns');
    expect(isShown(columns, { postLayout: 'list' })).toBe(false);
    expect(isShown(columns, { postLayout: 'grid' })).toBe(true);
  });

  it("maps Latest Posts' 'Order by' choices to orderBy and order", () => {
    expect(orderChoice({})).toBe('date/desc');
    expect(orderChoice({ orderBy: 'title', order: 'asc' })).toBe('title/asc');
    expect(orderChanges('date/asc')).toEqual({ orderBy: 'date', order: 'asc' });
  });

  it('keeps typed numbers within bounds and ignores what is not a number', () => {
    expect(boundedNumber('250', 1, 100)).toBe(100);
    expect(boundedNumber('0', 1, 100)).toBe(1);
    expect(boundedNumber('', 1, 100)).toBeUndefined();
  });
});
