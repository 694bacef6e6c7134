import { findField, getFieldValue } from '../fields/field-access';
import {
  isEmptyFilterValue,
  isKnownOperator,
  isUnknownOperator,
  OPERATORS,
} from '../fields/operators';
import type { Field, FieldType, PaginationInfo, View } from '../types';
import { normalizeSearchText } from './normalize-search-text';
import { DEFAULT_PER_PAGE } from './per-page-options';

/** What `filterSortAndPaginate` returns: one page of items and the totals. */
export interface FilteredPage<Item> {
  data: Item[];
  paginationInfo: PaginationInfo;
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

function searchableText(value: unknown): string {
  if (value === null || value === undefined) {
    return '';
  }
  if (Array.isArray(value)) {
    return value.map(searchableText).join(' ');
  }
  return normalizeSearchText(String(value));
}

function matchesSearch<Item>(item: Item, needle: string, fields: readonly Field<Item>[]): boolean {
  return fields.some((field) => searchableText(getFieldValue(field, item)).includes(needle));
}

type SortKey = number | string | null;

function toSortKey(value: unknown, type: FieldType | undefined): SortKey {
  if (value === null || value === undefined || value === '') {
    return null;
  }
  if (type === 'number' || type === 'integer') {
    const number = Number(value);
    return Number.isNaN(number) ? null : number;
  }
  if (type === 'date' || type === 'datetime') {
    const time = value instanceof Date ? value.getTime() : new Date(String(value)).getTime();
    return Number.isNaN(time) ? null : time;
  }
  return String(value);
}

/** Ascending comparison of two keys; empty values always go last. */
function compareKeys(a: SortKey, b: SortKey): number {
  if (typeof a === 'number' && typeof b === 'number') {
    return a - b;
  }
  return collator.compare(String(a), String(b));
}

function sortItems<Item>(items: Item[], field: Field<Item>, direction: 'asc' | 'desc'): Item[] {
  const sign = direction === 'asc' ? 1 : -1;
  // Enumerations sort by the labels people see, not by their stored values.
  const labels = new Map<unknown, string>(
    (field.elements ?? []).map((element) => [element.value, element.label]),
  );
  const readKey = (item: Item): SortKey => {
    const value = getFieldValue(field, item);
    return toSortKey(labels.get(value) ?? value, labels.has(value) ? 'text' : field.type);
  };
  const keyed = items.map((item, index) => ({ item, index, key: readKey(item) }));
  keyed.sort((a, b) => {
    if (a.key === null || b.key === null) {
      if (a.key === b.key) {
        return a.index - b.index;
      }
      return a.key === null ? 1 : -1;
    }
    return sign * compareKeys(a.key, b.key) || a.index - b.index;
  });
  return keyed.map((entry) => entry.item);
}

/**
 * Applies a view to a list fetched whole: search (case- and accent-insensitive, across the
 * fields with `enableGlobalSearch`), filters (filters without a value, or with an operator the
 * field does not offer, are left out), sort (numbers and dates numerically, text and element
 * labels by locale, empty values last) and pagination. Pure: the input list is not touched.
 */
export function filterSortAndPaginate<Item>(
  items: readonly Item[],
  view: View,
  fields: readonly Field<Item>[],
): FilteredPage<Item> {
  let result = items.slice();

  const needle = normalizeSearchText((view.search ?? '').trim());
  if (needle) {
    const searchable = fields.filter((field) => field.enableGlobalSearch);
    result = result.filter((item) => matchesSearch(item, needle, searchable));
  }

  for (const filter of view.filters ?? []) {
    const field = findField(fields, filter.field);
    const operator = filter.operator;
    if (
      !field ||
      !isKnownOperator(operator) ||
      isUnknownOperator(filter, field) ||
      isEmptyFilterValue(filter.value)
    ) {
      continue;
    }
    const { test } = OPERATORS[operator];
    result = result.filter((item) => test(getFieldValue(field, item), filter.value));
  }

  const sortField = findField(fields, view.sort?.field);
  if (view.sort && sortField && sortField.enableSorting !== false) {
    result = sortItems(result, sortField, view.sort.direction);
  }

  const totalItems = result.length;
  const perPage = view.perPage && view.perPage > 0 ? view.perPage : DEFAULT_PER_PAGE;
  const totalPages = Math.ceil(totalItems / perPage);
  const start = (Math.max(1, view.page ?? 1) - 1) * perPage;
  return {
    data: result.slice(start, start + perPage),
    paginationInfo: { totalItems, totalPages },
  };
}
