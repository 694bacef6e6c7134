import {
  changeLayout,
  type DefaultLayouts,
  type Filter,
  parseView,
  type View,
  type ViewType,
} from '@atelier/dataviews';
import { isPageStatus } from '../../../domain/pages/page-status';

/**
 * The view of Manage pages (spec 2 §2, §9): its defaults, the built-in views of the sidebar,
 * and the view as the location keeps it (`view` parameter: the view as JSON, left out when it is
 * the default; `layout` parameter: its type). A view read from a URL is checked against the
 * fields and statuses pages have; one that does not fit is replaced by the default.
 */

/** Field ids of the pages list, as WordPress names them. */
export const PAGE_FIELD_IDS = ['featured-image', 'title', 'author', 'status', 'date'] as const;
export type PageFieldId = (typeof PAGE_FIELD_IDS)[number];

/** Fields the server can sort pages by (`orderby`). */
export const SORTABLE_PAGE_FIELDS: readonly PageFieldId[] = ['title', 'author', 'date'];
/** Fields a filter may name, with the operators they take. */
export const FILTERABLE_PAGE_FIELDS: readonly PageFieldId[] = ['author', 'status'];
export const PAGE_FILTER_OPERATORS = ['in', 'notIn'] as const;

export const PAGES_DEFAULT_LAYOUTS: DefaultLayouts = Object.freeze({
  table: { layout: { primaryField: 'title' } },
  grid: { layout: { primaryField: 'title', mediaField: 'featured-image' } },
  list: { layout: { primaryField: 'title', mediaField: 'featured-image' } },
});

/**
 * Spec 2 §9: a table, 20 a page, page 1, newest first; date and featured image hidden in the
 * table (as WordPress's pages view).
 */
export const DEFAULT_PAGES_VIEW: View = Object.freeze<View>({
  type: 'table',
  search: '',
  filters: [],
  page: 1,
  perPage: 20,
  sort: { field: 'date', direction: 'desc' },
  hiddenFields: ['date', 'featured-image'],
  layout: { primaryField: 'title' },
});

/** The built-in views of the sidebar (spec 2 §2), by their `activeView` value. */
export const BUILT_IN_PAGE_VIEWS = Object.freeze([
  { id: 'all', label: 'All pages' },
  { id: 'drafts', label: 'Drafts' },
  { id: 'trash', label: 'Trash' },
] as const);

export type BuiltInPageView = (typeof BUILT_IN_PAGE_VIEWS)[number]['id'];

/** The built-in view `activeView` names; anything else (or nothing) is 'All pages'. */
export function builtInPageView(activeView: string | undefined): BuiltInPageView {
  return BUILT_IN_PAGE_VIEWS.find((view) => view.id === activeView)?.id ?? 'all';
}

export const BAD_STORED_VIEW = 'The saved view could not be used; showing the default view.';

function isFieldId(value: unknown): value is PageFieldId {
  return PAGE_FIELD_IDS.some((id) => id === value);
}

function valuesOf(filter: Filter): unknown[] {
  return Array.isArray(filter.value) ? filter.value : [filter.value];
}

function filterProblem(filter: Filter): string | null {
  if (!FILTERABLE_PAGE_FIELDS.some((id) => id === filter.field)) {
    return `unknown filter field "${filter.field}"`;
  }
  if (!PAGE_FILTER_OPERATORS.some((operator) => operator === filter.operator)) {
    return `unknown operator "${filter.operator}"`;
  }
  const values = valuesOf(filter);
  if (filter.field === 'status' && !values.every(isPageStatus)) return 'unknown status';
  if (filter.field === 'author' && !values.every((value) => Number.isSafeInteger(value))) {
    return 'unknown author';
  }
  return null;
}

/**
 * What is wrong with a view read from a URL (empty when it fits): filters on fields, with
 * operators or statuses pages do not have, sorting by a field the server cannot sort by, unknown
 * hidden or layout fields, more than 100 a page.
 */
export function pagesViewProblems(view: View): string[] {
  const problems: string[] = [];
  for (const filter of view.filters ?? []) {
    const problem = filterProblem(filter);
    if (problem !== null) problems.push(problem);
  }
  if (view.sort !== undefined && !SORTABLE_PAGE_FIELDS.some((id) => id === view.sort?.field)) {
    problems.push(`cannot sort by "${view.sort.field}"`);
  }
  const named = [
    ...(view.hiddenFields ?? []),
    view.layout?.primaryField,
    view.layout?.mediaField,
    ...(view.layout?.badgeFields ?? []),
  ].filter((id) => id !== undefined);
  for (const id of named) if (!isFieldId(id)) problems.push(`unknown field "${id}"`);
  if (view.perPage !== undefined && view.perPage > 100) problems.push('too many per page');
  return problems;
}

function sameView(a: View, b: View): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The default view with the given layout type (its default layout options). */
export function defaultPagesView(type: ViewType = 'table'): View {
  return type === DEFAULT_PAGES_VIEW.type
    ? DEFAULT_PAGES_VIEW
    : changeLayout(DEFAULT_PAGES_VIEW, type, PAGES_DEFAULT_LAYOUTS);
}

export interface StoredPagesView {
  view: View;
  /** True when the location held a view that could not be used (a notice says so). */
  rejected: boolean;
}

/**
 * The view the location stands for: the `view` parameter's view (or the default) with the
 * type of the `layout` parameter. A `view` that is no view, or one with problems, gives the
 * default view and `rejected`.
 */
export function readPagesView(
  param: string | undefined,
  layout: ViewType | undefined,
): StoredPagesView {
  const type = layout ?? 'table';
  if (param === undefined) return { view: defaultPagesView(type), rejected: false };
  const stored = parseView(param);
  if (stored === undefined || pagesViewProblems(stored).length > 0) {
    return { view: defaultPagesView(type), rejected: true };
  }
  const full: View = { ...DEFAULT_PAGES_VIEW, ...stored };
  if (full.type === type) return { view: full, rejected: false };
  return { view: changeLayout(full, type, PAGES_DEFAULT_LAYOUTS), rejected: false };
}

/** The location's parameters for a view: `layout` (not for a table) and `view` (not the default). */
export function writePagesView(view: View): { layout?: ViewType; view?: string } {
  const layout = view.type === 'table' ? undefined : view.type;
  const stored = sameView(view, defaultPagesView(view.type)) ? undefined : JSON.stringify(view);
  return { layout, view: stored };
}
