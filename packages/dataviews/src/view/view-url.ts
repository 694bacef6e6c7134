import type {
  Filter,
  FilterPrimitive,
  FilterValue,
  View,
  ViewLayout,
  ViewSort,
  ViewType,
} from '../types';

const VIEW_TYPES: readonly ViewType[] = ['table', 'grid', 'list'];

/**
 * Turns a view into a string that can sit in a URL query parameter as is: JSON, percent-encoded.
 * `parseView` reads it back.
 */
export function serializeView(view: View): string {
  return encodeURIComponent(JSON.stringify(view));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isPrimitive(value: unknown): value is FilterPrimitive {
  return (
    value === null ||
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    (typeof value === 'number' && Number.isFinite(value))
  );
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((entry) => typeof entry === 'string');
}

function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

function isFilterValue(value: unknown): value is FilterValue {
  return (
    value === undefined || isPrimitive(value) || (Array.isArray(value) && value.every(isPrimitive))
  );
}

function isViewType(value: unknown): value is ViewType {
  return VIEW_TYPES.some((type) => type === value);
}

function readFilter(value: unknown): Filter | undefined {
  if (
    !isRecord(value) ||
    typeof value.field !== 'string' ||
    typeof value.operator !== 'string' ||
    !isFilterValue(value.value)
  ) {
    return undefined;
  }
  const filter: Filter = { field: value.field, operator: value.operator };
  return value.value === undefined ? filter : { ...filter, value: value.value };
}

function readSort(value: unknown): ViewSort | undefined {
  if (
    isRecord(value) &&
    typeof value.field === 'string' &&
    (value.direction === 'asc' || value.direction === 'desc')
  ) {
    return { field: value.field, direction: value.direction };
  }
  return undefined;
}

function readLayout(value: unknown): ViewLayout | undefined {
  if (!isRecord(value)) {
    return undefined;
  }
  const layout: ViewLayout = {};
  if (typeof value.primaryField === 'string') {
    layout.primaryField = value.primaryField;
  }
  if (typeof value.mediaField === 'string') {
    layout.mediaField = value.mediaField;
  }
  if (isStringList(value.badgeFields)) {
    layout.badgeFields = value.badgeFields;
  }
  return layout;
}

function decode(text: string): unknown {
  const trimmed = text.trim();
  const json = trimmed.startsWith('{') ? trimmed : decodeURIComponent(trimmed);
  return JSON.parse(json);
}

/**
 * Reads a view from `serializeView` output or from plain JSON (a saved custom view). Unknown keys
 * and malformed parts are dropped; filters keep their operator even when it is unknown, so the
 * UI can say so. Returns undefined when the text is not a view at all.
 */
export function parseView(text: string): View | undefined {
  let raw: unknown;
  try {
    raw = decode(text);
  } catch {
    return undefined;
  }
  if (!isRecord(raw) || !isViewType(raw.type)) {
    return undefined;
  }
  const view: View = { type: raw.type };
  if (typeof raw.search === 'string') {
    view.search = raw.search;
  }
  if (Array.isArray(raw.filters)) {
    view.filters = raw.filters.map(readFilter).filter((filter) => filter !== undefined);
  }
  if (isPositiveInteger(raw.page)) {
    view.page = raw.page;
  }
  if (isPositiveInteger(raw.perPage)) {
    view.perPage = raw.perPage;
  }
  const sort = readSort(raw.sort);
  if (sort) {
    view.sort = sort;
  }
  if (isStringList(raw.hiddenFields)) {
    view.hiddenFields = raw.hiddenFields;
  }
  const layout = readLayout(raw.layout);
  if (layout) {
    view.layout = layout;
  }
  return view;
}
