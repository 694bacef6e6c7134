import {
  type ComponentType,
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { ActionDialog } from '../actions/ActionDialog';
import { hasBulkActions } from '../actions/action-eligibility';
import { BulkActionsBar } from '../actions/BulkActionsBar';
import type { RunAction } from '../actions/run-action';
import { findField } from '../fields/field-access';
import { getFieldText } from '../fields/render-field';
import type {
  Action,
  DefaultLayouts,
  Field,
  ModalAction,
  PaginationInfo,
  View,
  ViewType,
} from '../types';
import { setPage } from '../view/set-page';
import { setSearch } from '../view/set-search';
import { getVisibleFields } from '../view/visible-fields';
import { Pagination } from './footer/Pagination';
import { GridLayout } from './grid/GridLayout';
import type { LayoutProps } from './layout-props';
import { ListLayout } from './list/ListLayout';
import { TableLayout } from './table/TableLayout';
import { FilterBar } from './toolbar/FilterBar';
import { LayoutSwitcher } from './toolbar/LayoutSwitcher';
import { SearchControl } from './toolbar/SearchControl';
import { ViewOptions } from './toolbar/ViewOptions';
import './DataViews.css';

/** Props of {@link DataViews}. */
export interface DataViewsProps<Item> {
  /** The items of the current page (already filtered, sorted and paginated). */
  data: Item[];
  fields: Field<Item>[];
  view: View;
  onChangeView: (view: View) => void;
  actions?: Action<Item>[];
  paginationInfo: PaginationInfo;
  isLoading?: boolean;
  /** Identifies an item; defaults to its `id` property. */
  getItemId?: (item: Item) => string;
  /** Selected item ids (controlled). Without it the component keeps its own selection. */
  selection?: string[];
  onChangeSelection?: (ids: string[]) => void;
  /** Layouts offered and their default options. Defaults to table, grid and list. */
  defaultLayouts?: DefaultLayouts;
  /** Whether the toolbar has a search box. Defaults to true. */
  search?: boolean;
  /** Accessible name (and placeholder) of the search box. Defaults to 'Search'. */
  searchLabel?: string;
  /** Extra content at the end of the toolbar, such as an 'Add new' button. */
  header?: ReactNode;
  /** List layout: content of the 380 px preview panel for the selected item. */
  renderPreview?: (item: Item | undefined) => ReactNode;
  /** What an empty list says. Defaults to 'No results found'. */
  emptyMessage?: string;
}

const DEFAULT_LAYOUTS: DefaultLayouts = { table: {}, grid: {}, list: {} };

// One table instead of a chain of conditions: each view type names its layout component.
const LAYOUT_COMPONENTS: Record<ViewType, <Item>(props: LayoutProps<Item>) => ReactNode> = {
  table: TableLayout,
  grid: GridLayout,
  list: ListLayout,
};

function defaultGetItemId(item: unknown): string {
  const id = typeof item === 'object' && item !== null ? Reflect.get(item, 'id') : undefined;
  return String(id);
}

interface OpenModal<Item> {
  action: ModalAction<Item>;
  items: Item[];
  returnFocusTo: HTMLElement | null;
}

/**
 * A generic list of items shown as a table, a grid or a list, with search, filters, sorting,
 * field visibility, pagination, selection, bulk and per-item actions. Everything the user changes
 * comes back through `onChangeView` as a new serialisable view; the caller turns it into data
 * (with `filterSortAndPaginate` for lists fetched whole, or a server query).
 */
export function DataViews<Item>({
  data,
  fields,
  view,
  onChangeView,
  actions = [],
  paginationInfo,
  isLoading = false,
  getItemId = defaultGetItemId,
  selection: controlledSelection,
  onChangeSelection,
  defaultLayouts = DEFAULT_LAYOUTS,
  search = true,
  searchLabel = 'Search',
  header,
  renderPreview,
  emptyMessage = 'No results found',
}: DataViewsProps<Item>) {
  const [ownSelection, setOwnSelection] = useState<string[]>([]);
  const selection = controlledSelection ?? ownSelection;
  const [modal, setModal] = useState<OpenModal<Item> | undefined>();

  const changeSelection = useCallback(
    (ids: string[]) => {
      setOwnSelection(ids);
      onChangeSelection?.(ids);
    },
    [onChangeSelection],
  );

  const visibleFields = useMemo(() => getVisibleFields(view, fields), [view, fields]);
  const primaryField = findField(fields, view.layout?.primaryField);
  const getItemTitle = useCallback(
    (item: Item) => (primaryField ? getFieldText(primaryField, item) : '') || getItemId(item),
    [primaryField, getItemId],
  );
  const selectedItems = data.filter((item) => selection.includes(getItemId(item)));

  // Actions may finish after later selection changes; read the selection as it is then.
  const selectionRef = useRef(selection);
  selectionRef.current = selection;
  const onActionPerformed = useCallback(
    (items: Item[]) => {
      const done = items.map(getItemId);
      changeSelection(selectionRef.current.filter((id) => !done.includes(id)));
    },
    [changeSelection, getItemId],
  );

  const onRunAction = useCallback<RunAction<Item>>(
    (action, items, returnFocusTo) => {
      if (action.RenderModal) {
        setModal({ action, items, returnFocusTo: returnFocusTo ?? null });
        return;
      }
      void action.callback(items, { onActionPerformed });
    },
    [onActionPerformed],
  );

  // A page past the end (after items were deleted, or from an old URL) moves to the last page.
  const lastPage = paginationInfo.totalPages;
  useEffect(() => {
    if (!isLoading && lastPage > 0 && (view.page ?? 1) > lastPage) {
      onChangeView(setPage(view, lastPage));
    }
  }, [isLoading, lastPage, view, onChangeView]);

  const Layout: ComponentType<LayoutProps<Item>> = LAYOUT_COMPONENTS[view.type];
  const layoutProps: LayoutProps<Item> = {
    data,
    fields,
    visibleFields,
    view,
    onChangeView,
    actions,
    getItemId,
    getItemTitle,
    selection,
    onChangeSelection: changeSelection,
    isSelectable: hasBulkActions(actions),
    onRunAction,
    renderPreview,
  };

  return (
    <div className={`dataviews dataviews--${view.type}`}>
      <div className="dataviews__toolbar">
        {search && (
          <SearchControl
            value={view.search ?? ''}
            label={searchLabel}
            onSearch={(text) => onChangeView(setSearch(view, text))}
          />
        )}
        <FilterBar view={view} onChangeView={onChangeView} fields={fields} />
        <div className="dataviews__toolbar-end">
          <LayoutSwitcher view={view} onChangeView={onChangeView} defaultLayouts={defaultLayouts} />
          <ViewOptions view={view} onChangeView={onChangeView} fields={fields} />
          {header}
        </div>
      </div>
      <BulkActionsBar
        selectedItems={view.type === 'list' ? [] : selectedItems}
        actions={actions}
        onRunAction={onRunAction}
        onClearSelection={() => changeSelection([])}
      />
      <div className="dataviews__content">
        {isLoading && (
          <p className="dataviews__message" role="status">
            Loading…
          </p>
        )}
        {!isLoading && data.length === 0 && (
          <p className="dataviews__message" role="status">
            {emptyMessage}
          </p>
        )}
        {!isLoading && data.length > 0 && <Layout {...layoutProps} />}
      </div>
      {!isLoading && paginationInfo.totalItems > 0 && (
        <Pagination view={view} onChangeView={onChangeView} paginationInfo={paginationInfo} />
      )}
      {modal && (
        <ActionDialog
          action={modal.action}
          items={modal.items}
          returnFocusTo={modal.returnFocusTo}
          onClose={() => setModal(undefined)}
          onActionPerformed={onActionPerformed}
        />
      )}
    </div>
  );
}
