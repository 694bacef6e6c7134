export {
  canSelectItem,
  getActionLabel,
  getBulkActions,
  getItemActions,
  isActionEligible,
} from './actions/action-eligibility';
export { DataViews, type DataViewsProps } from './components/DataViews';
export { describeFilter } from './components/toolbar/filter-summary';
export { SEARCH_DEBOUNCE_MS } from './components/toolbar/SearchControl';
export { PROGRESSIVE_STEP } from './components/use-progressive-items';
export { getFieldLabel, getFieldOperators, getFieldValue } from './fields/field-access';
export {
  isKnownOperator,
  isUnknownOperator,
  OPERATORS,
  type OperatorDefinition,
} from './fields/operators';
export { getFieldText, renderField } from './fields/render-field';
export type * from './types';
export { addFilter } from './view/add-filter';
export { changeLayout } from './view/change-layout';
export { type FilteredPage, filterSortAndPaginate } from './view/filter-sort-and-paginate';
export { normalizeSearchText } from './view/normalize-search-text';
export { DEFAULT_PER_PAGE, PER_PAGE_OPTIONS } from './view/per-page-options';
export { removeFilter } from './view/remove-filter';
export { setPage } from './view/set-page';
export { setPerPage } from './view/set-per-page';
export { setSearch } from './view/set-search';
export { setSort } from './view/set-sort';
export { toggleFieldVisibility } from './view/toggle-field-visibility';
export { updateFilter } from './view/update-filter';
export { parseView, serializeView } from './view/view-url';
export { getVisibleFields } from './view/visible-fields';
