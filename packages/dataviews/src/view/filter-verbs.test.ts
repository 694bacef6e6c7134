import { describe, expect, it } from 'vitest';
import { replay } from '../testing/replay';
import type { View } from '../types';
import { addFilter } from './add-filter';
import { removeFilter } from './remove-filter';
import { setPage } from './set-page';
import { updateFilter } from './update-filter';

const start: View = { type: 'table', page: 3, perPage: 20 };

describe('addFilter', () => {
  it('adds a filter and resets the page to 1', () => {
    const view = replay(start, (v) =>
      addFilter(v, { field: 'status', operator: 'in', value: ['draft'] }),
    );
    expect(view.filters).toEqual([{ field: 'status', operator: 'in', value: ['draft'] }]);
    expect(view.page).toBe(1);
  });

  it('replaces the filter of the same field and keeps the others', () => {
    const view = replay(
      start,
      (v) => addFilter(v, { field: 'status', operator: 'in', value: ['draft'] }),
      (v) => addFilter(v, { field: 'author', operator: 'notIn', value: ['Admin'] }),
      (v) => addFilter(v, { field: 'status', operator: 'notIn', value: ['trash'] }),
    );
    expect(view.filters).toEqual([
      { field: 'author', operator: 'notIn', value: ['Admin'] },
      { field: 'status', operator: 'notIn', value: ['trash'] },
    ]);
  });
});

describe('removeFilter', () => {
  it('removes the filter of a field and resets the page', () => {
    const view = replay(
      start,
      (v) => addFilter(v, { field: 'status', operator: 'in', value: ['draft'] }),
      (v) => addFilter(v, { field: 'author', operator: 'in', value: ['Theme'] }),
      (v) => setPage(v, 5),
      (v) => removeFilter(v, 'status'),
    );
    expect(view.filters).toEqual([{ field: 'author', operator: 'in', value: ['Theme'] }]);
    expect(view.page).toBe(1);
  });

  it('returns the same view when the field has no filter', () => {
    const frozen = replay(start);
    expect(removeFilter(frozen, 'status')).toBe(frozen);
  });
});

describe('updateFilter', () => {
  it('changes operator and value in place and resets the page', () => {
    const view = replay(
      start,
      (v) => addFilter(v, { field: 'status', operator: 'in', value: [] }),
      (v) => setPage(v, 2),
      (v) => updateFilter(v, 'status', { value: ['draft', 'trash'] }),
      (v) => updateFilter(v, 'status', { operator: 'notIn' }),
    );
    expect(view.filters).toEqual([
      { field: 'status', operator: 'notIn', value: ['draft', 'trash'] },
    ]);
    expect(view.page).toBe(1);
  });

  it('returns the same view when the field has no filter', () => {
    const frozen = replay(start);
    expect(updateFilter(frozen, 'status', { value: ['x'] })).toBe(frozen);
  });
});
