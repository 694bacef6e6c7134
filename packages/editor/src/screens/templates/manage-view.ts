import type { DefaultLayouts, Filter, View, ViewType } from '@atelier/dataviews';
import type { EditorLocation } from '../../app/location';

/** Spec 2 §9: templates (and parts) list in a table, 20 a page, by title, preview hidden. */
export const DEFAULT_TEMPLATE_VIEW: View = Object.freeze<View>({
  type: 'table',
  search: '',
  filters: [],
  page: 1,
  perPage: 20,
  sort: { field: 'title', direction: 'asc' },
  hiddenFields: ['preview'],
  layout: { primaryField: 'title' },
});

export const TEMPLATE_DEFAULT_LAYOUTS: DefaultLayouts = Object.freeze({
  table: { layout: { primaryField: 'title' } },
  grid: { layout: { primaryField: 'title', mediaField: 'preview' } },
});

const AUTHOR_FIELD = 'author';

/** The author filter the location's `activeView` stands for (none for `all`). */
function authorFilter(activeView: string | undefined): Filter[] {
  if (activeView === undefined || activeView === 'all') return [];
  return [{ field: AUTHOR_FIELD, operator: 'in', value: [activeView] }];
}

/** A one-author `in` filter is what `activeView` can say; other author filters stay local. */
function mirroredAuthor(filter: Filter): string | undefined {
  if (filter.field !== AUTHOR_FIELD || filter.operator !== 'in') return undefined;
  const { value } = filter;
  if (Array.isArray(value) && value.length === 1 && typeof value[0] === 'string') return value[0];
  return undefined;
}

/**
 * The view shown: the locally kept view, with the layout type from the location (`layout`) and
 * the author filter from `activeView` (spec 1 §2.1). When the location names another layout type
 * than the local view (a reload, browser back), that type's default options apply.
 */
export function composeView(
  local: View,
  location: Pick<EditorLocation, 'layout' | 'activeView'>,
): View {
  const mirrored = authorFilter(location.activeView);
  const own = (local.filters ?? []).filter(
    (filter) => mirrored.length === 0 || filter.field !== AUTHOR_FIELD,
  );
  const type: ViewType = location.layout ?? 'table';
  const layout = local.type === type ? local.layout : { ...TEMPLATE_DEFAULT_LAYOUTS[type]?.layout };
  return { ...local, type, layout, filters: [...own, ...mirrored] };
}

export interface SplitView {
  local: View;
  layout: ViewType | undefined;
  activeView: string | undefined;
}

/**
 * Takes a view the list asked for apart: the layout type and a one-author filter go to the
 * location (`table` and "all" are left out, being the defaults); the rest stays local.
 */
export function splitView(view: View): SplitView {
  const filters = view.filters ?? [];
  const author = filters.map(mirroredAuthor).find((name) => name !== undefined);
  const local: View = {
    ...view,
    filters:
      author === undefined ? filters : filters.filter((filter) => filter.field !== AUTHOR_FIELD),
  };
  return { local, layout: view.type === 'table' ? undefined : view.type, activeView: author };
}
