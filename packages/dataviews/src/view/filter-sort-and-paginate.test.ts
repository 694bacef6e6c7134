import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../testing/deep-freeze';
import { replay } from '../testing/replay';
import {
  makeTemplate,
  makeTemplates,
  type TemplateFixture,
  templateFields,
} from '../testing/template-fixtures';
import type { Field, View } from '../types';
import { addFilter } from './add-filter';
import { filterSortAndPaginate } from './filter-sort-and-paginate';
import { setPage } from './set-page';
import { setPerPage } from './set-per-page';
import { setSearch } from './set-search';
import { setSort } from './set-sort';
import { toggleFieldVisibility } from './toggle-field-visibility';

const items = deepFreeze(makeTemplates(30));
const base: View = deepFreeze({ type: 'table', page: 1, perPage: 100 });

function ids(view: View, list: readonly TemplateFixture[] = items): string[] {
  return filterSortAndPaginate(list, view, templateFields).data.map((item) => item.id);
}

describe('filterSortAndPaginate: filters', () => {
  it("'in' keeps items whose value is one of the chosen", () => {
    const view = replay(base, (v) =>
      addFilter(v, { field: 'status', operator: 'in', value: ['draft', 'trash'] }),
    );
    const { data, paginationInfo } = filterSortAndPaginate(items, view, templateFields);
    expect(data.every((item) => item.status !== 'publish')).toBe(true);
    expect(paginationInfo.totalItems).toBe(20);
  });

  it("'notIn' drops items whose value is one of the chosen", () => {
    const view = replay(base, (v) =>
      addFilter(v, { field: 'author', operator: 'notIn', value: ['Theme', 'Admin'] }),
    );
    const { data } = filterSortAndPaginate(items, view, templateFields);
    expect(data).toHaveLength(14);
    expect(new Set(data.map((item) => item.author))).toEqual(new Set(['Élise', 'Plugin']));
  });

  it("'is' and 'isNot' compare a single value, also against list values", () => {
    const isDraft = replay(base, (v) =>
      addFilter(v, { field: 'status', operator: 'is', value: 'draft' }),
    );
    expect(filterSortAndPaginate(items, isDraft, templateFields).paginationInfo.totalItems).toBe(
      10,
    );
    const fields: Field<TemplateFixture>[] = [
      {
        id: 'tags',
        elements: [{ value: 'even', label: 'Even' }],
        filterBy: { operators: ['isNot'] },
      },
    ];
    const notEven = replay(base, (v) =>
      addFilter(v, { field: 'tags', operator: 'isNot', value: 'even' }),
    );
    const { data } = filterSortAndPaginate(items, notEven, fields);
    expect(data.every((item) => item.tags.includes('odd'))).toBe(true);
    expect(data).toHaveLength(15);
  });

  it('list values match when any entry is chosen', () => {
    const view = replay(base, (v) =>
      addFilter(v, { field: 'tags', operator: 'in', value: ['odd'] }),
    );
    expect(ids(view)).toHaveLength(15);
  });

  it('combines filters', () => {
    const view = replay(
      base,
      (v) => addFilter(v, { field: 'status', operator: 'in', value: ['publish'] }),
      (v) => addFilter(v, { field: 'author', operator: 'in', value: ['Theme'] }),
    );
    const { data } = filterSortAndPaginate(items, view, templateFields);
    expect(data.map((item) => item.id)).toEqual([
      'theme//template-0',
      'theme//template-12',
      'theme//template-24',
    ]);
  });

  it('ignores filters without a value, with an unknown operator or on an unknown field', () => {
    const view = replay(
      base,
      (v) => addFilter(v, { field: 'status', operator: 'in', value: [] }),
      (v) => addFilter(v, { field: 'author', operator: 'isAny', value: ['Theme'] }),
      (v) => addFilter(v, { field: 'gone', operator: 'in', value: ['x'] }),
      (v) => addFilter(v, { field: 'tags', operator: 'between', value: ['odd'] }),
    );
    expect(filterSortAndPaginate(items, view, templateFields).paginationInfo.totalItems).toBe(30);
  });
});

describe('filterSortAndPaginate: search', () => {
  it('is case- and accent-insensitive across searchable fields', () => {
    const upper = replay(base, (v) => setSearch(v, 'ELISE'));
    expect(ids(upper)).toHaveLength(7);
    const accented = replay(base, (v) => setSearch(v, 'élise'));
    expect(ids(accented)).toEqual(ids(upper));
  });

  it('only looks into fields with enableGlobalSearch', () => {
    const byStatus = replay(base, (v) => setSearch(v, 'draft'));
    expect(ids(byStatus)).toEqual([]);
    const byDescription = replay(base, (v) => setSearch(v, 'variant 3'));
    expect(ids(byDescription).length).toBeGreaterThan(0);
  });

  it('a blank search keeps everything', () => {
    expect(ids(replay(base, (v) => setSearch(v, '   ')))).toHaveLength(30);
  });
});

describe('filterSortAndPaginate: sort', () => {
  it('sorts text by locale, ascending and descending', () => {
    const list = deepFreeze(
      ['b', 'Z', 'a', 'é', '10', '9'].map((title, index) => ({
        ...makeTemplate(0),
        id: `${index}`,
        title,
      })),
    );
    const asc = replay(base, (v) => setSort(v, 'title', 'asc'));
    const titles = (view: View) =>
      filterSortAndPaginate(list, view, templateFields).data.map((item) => item.title);
    expect(titles(asc)).toEqual(['9', '10', 'a', 'b', 'é', 'Z']);
    const desc = replay(asc, (v) => setSort(v, 'title', 'desc'));
    expect(titles(desc)).toEqual(['Z', 'é', 'b', 'a', '10', '9']);
  });

  it('sorts numbers numerically', () => {
    const view = replay(base, (v) => setSort(v, 'order', 'asc'));
    const orders = filterSortAndPaginate(items, view, templateFields).data.map(
      (item) => item.order,
    );
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    const desc = replay(view, (v) => setSort(v, 'order', 'desc'));
    const descending = filterSortAndPaginate(items, desc, templateFields).data.map((i) => i.order);
    expect(descending).toEqual([...orders].reverse());
  });

  it('sorts dates by time', () => {
    const view = replay(base, (v) => setSort(v, 'modified', 'desc'));
    const times = filterSortAndPaginate(items, view, templateFields).data.map((item) =>
      Date.parse(item.modified),
    );
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('puts empty values last in both directions', () => {
    const list = deepFreeze([
      { ...makeTemplate(0), id: 'a', order: 2 },
      { ...makeTemplate(0), id: 'none', order: Number.NaN },
      { ...makeTemplate(0), id: 'b', order: 1 },
    ]);
    const asc = replay(base, (v) => setSort(v, 'order', 'asc'));
    expect(ids(asc, list)).toEqual(['b', 'a', 'none']);
    expect(
      ids(
        replay(asc, (v) => setSort(v, 'order', 'desc')),
        list,
      ),
    ).toEqual(['a', 'b', 'none']);
  });

  it('sorts enumerations by their labels', () => {
    const fields: Field<TemplateFixture>[] = [
      {
        id: 'status',
        type: 'enumeration',
        elements: [
          { value: 'publish', label: 'Live' },
          { value: 'draft', label: 'Work in progress' },
          { value: 'trash', label: 'Bin' },
        ],
      },
    ];
    const view = replay(base, (v) => setSort(v, 'status', 'asc'));
    const statuses = filterSortAndPaginate(items, view, fields).data.map((item) => item.status);
    expect([...new Set(statuses)]).toEqual(['trash', 'publish', 'draft']);
  });

  it('does not sort by a field with sorting turned off', () => {
    const view = replay(base, (v) => setSort(v, 'description', 'desc'));
    expect(ids(view)).toEqual(items.map((item) => item.id));
  });

  it('uses getValue when given', () => {
    const fields: Field<TemplateFixture>[] = [
      { id: 'length', type: 'integer', getValue: ({ item }) => item.title.length },
    ];
    const view = replay(base, (v) => setSort(v, 'length', 'desc'));
    const { data } = filterSortAndPaginate(items, view, fields);
    expect(data[0]?.title.length).toBe(Math.max(...items.map((item) => item.title.length)));
  });
});

describe('filterSortAndPaginate: pagination', () => {
  it('returns the requested page and the totals', () => {
    const view = replay(
      base,
      (v) => setPerPage(v, 10),
      (v) => setPage(v, 3),
    );
    const { data, paginationInfo } = filterSortAndPaginate(items, view, templateFields);
    expect(data.map((item) => item.id)).toEqual(items.slice(20, 30).map((item) => item.id));
    expect(paginationInfo).toEqual({ totalItems: 30, totalPages: 3 });
  });

  it('a page past the end is empty', () => {
    const view = replay(
      base,
      (v) => setPerPage(v, 50),
      (v) => setPage(v, 2),
    );
    expect(filterSortAndPaginate(items, view, templateFields)).toEqual({
      data: [],
      paginationInfo: { totalItems: 30, totalPages: 1 },
    });
  });

  it('filtering after paging shows the first page of the new result', () => {
    const view = replay(
      base,
      (v) => setPerPage(v, 10),
      (v) => setPage(v, 3),
      (v) => addFilter(v, { field: 'status', operator: 'in', value: ['draft'] }),
    );
    const { data, paginationInfo } = filterSortAndPaginate(items, view, templateFields);
    expect(data).toHaveLength(10);
    expect(paginationInfo).toEqual({ totalItems: 10, totalPages: 1 });
  });

  it('searching after paging shows the first page of the new result', () => {
    const view = replay(
      base,
      (v) => setPerPage(v, 10),
      (v) => setPage(v, 2),
      (v) => setSearch(v, 'single'),
    );
    expect(view.page).toBe(1);
    expect(ids(view)).toEqual([
      'theme//template-0',
      'theme//template-9',
      'theme//template-18',
      'theme//template-27',
    ]);
  });

  it('hidden fields still count for search and filters (only display changes)', () => {
    const view = replay(
      base,
      (v) => toggleFieldVisibility(v, 'author'),
      (v) => setSearch(v, 'plugin'),
    );
    expect(ids(view)).toHaveLength(7);
  });

  it('defaults to 20 per page', () => {
    const { data, paginationInfo } = filterSortAndPaginate(items, { type: 'grid' }, templateFields);
    expect(data).toHaveLength(20);
    expect(paginationInfo.totalPages).toBe(2);
  });
});
