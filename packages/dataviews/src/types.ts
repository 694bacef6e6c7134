import type { ComponentType, ReactNode } from 'react';

/** The three ways a data view can lay its items out. */
export type ViewType = 'table' | 'grid' | 'list';

/** Sort direction of a view. */
export type SortDirection = 'asc' | 'desc';

/** Filter operators this package knows how to apply and describe. */
export type Operator = 'is' | 'isNot' | 'isAny' | 'isNone' | 'in' | 'notIn';

/** A primitive value a filter can compare against. */
export type FilterPrimitive = string | number | boolean | null;

/** What a filter holds: one value (`is`, `isNot`) or a list (`isAny`, `isNone`, `in`, `notIn`). */
export type FilterValue = FilterPrimitive | FilterPrimitive[] | undefined;

/**
 * One filter of a view. `operator` is typed loosely on purpose: a view read back from a URL or a
 * saved custom view may carry an operator the field does not (or no longer) support, and the UI
 * must be able to show it as unknown rather than drop it silently.
 */
export interface Filter {
  field: string;
  operator: Operator | (string & {});
  value?: FilterValue;
}

/** The sort of a view: a field id and a direction. */
export interface ViewSort {
  field: string;
  direction: SortDirection;
}

/** Layout options. Which ones matter depends on the view type. */
export interface ViewLayout {
  /** Field shown as the item's title (grid card caption, list row title, first table column). */
  primaryField?: string;
  /** Field rendered as the item's picture (grid card, list row thumbnail). */
  mediaField?: string;
  /** Fields shown as small badges under the grid caption. */
  badgeFields?: string[];
}

/**
 * The serialisable state of a data view (spec 2 §3): it round-trips through the URL and through
 * custom views, so it only holds plain data.
 */
export interface View {
  type: ViewType;
  search?: string;
  filters?: Filter[];
  /** 1-based page number. */
  page?: number;
  perPage?: number;
  sort?: ViewSort;
  hiddenFields?: string[];
  layout?: ViewLayout;
}

/** Data types a field may declare; they decide sorting and filtering behaviour. */
export type FieldType = 'text' | 'integer' | 'number' | 'date' | 'datetime' | 'enumeration';

/** One option of an enumeration field. */
export interface FieldElement {
  value: FilterPrimitive;
  label: string;
}

/** Filtering settings of a field; `false` turns filtering off for it. */
export interface FieldFilterBy {
  /** Operators offered for this field; the first one is used when a filter is added. */
  operators?: Operator[];
}

/** Describes one field (column) of the items shown. */
export interface Field<Item> {
  id: string;
  /** Text name: menus, chips, screen readers. Defaults to `id`. */
  label?: string;
  /** What the table header shows. Defaults to `label`. */
  header?: ReactNode;
  type?: FieldType;
  /** Options of an enumeration: filters offer them, and values render as their labels. */
  elements?: FieldElement[];
  /** Defaults to true. */
  enableSorting?: boolean;
  /** Defaults to true. */
  enableHiding?: boolean;
  /** Whether the toolbar search looks into this field. Defaults to false. */
  enableGlobalSearch?: boolean;
  /** Filtering settings; fields with elements are filterable unless this is `false`. */
  filterBy?: FieldFilterBy | false;
  /** Renders the value. Defaults to the element label or the plain value. */
  render?: (props: { item: Item }) => ReactNode;
  /** Reads the value used to search, filter and sort. Defaults to `item[id]`. */
  getValue?: (props: { item: Item }) => unknown;
}

/** Props given to an action's modal. */
export interface ActionModalProps<Item> {
  items: Item[];
  closeModal: () => void;
  /** Called by the modal once the action has run (the selection of these items is cleared). */
  onActionPerformed: (items: Item[]) => void;
}

/** Fields common to both kinds of action. */
interface ActionBase<Item> {
  id: string;
  /** A fixed label, or one computed from the items it would act upon. */
  label: string | ((items: Item[]) => string);
  icon?: ReactNode;
  /** Primary actions show as buttons on each row; others sit in the row's 'Actions' menu. */
  isPrimary?: boolean;
  /** Whether the action applies to this item. Defaults to always. */
  isEligible?: (item: Item) => boolean;
  /** Whether the action can run on several selected items at once. */
  supportsBulk?: boolean;
  /** Marks actions that remove or reset data; they are styled as such. */
  isDestructive?: boolean;
}

/** What an action's callback receives besides the items. */
export interface ActionContext<Item> {
  /** Tells the data view the action is done with these items (their selection is cleared). */
  onActionPerformed: (items: Item[]) => void;
}

/** Runs an action on items; may return a promise while it works. */
export type ActionCallback<Item> = (
  items: Item[],
  context: ActionContext<Item>,
) => void | Promise<void>;

/** An action that runs straight away. */
export interface CallbackAction<Item> extends ActionBase<Item> {
  callback: ActionCallback<Item>;
  RenderModal?: undefined;
}

/**
 * An action that opens a modal dialog first. With a `callback` the dialog is a confirmation:
 * `RenderModal` explains, and the dialog adds Cancel and a button labelled as the action that
 * runs the callback. Without one, `RenderModal` is a form with its own buttons.
 */
export interface ModalAction<Item> extends ActionBase<Item> {
  RenderModal: ComponentType<ActionModalProps<Item>>;
  callback?: ActionCallback<Item>;
  /** Leaves out the dialog heading (the modal renders its own). */
  hideModalHeader?: boolean;
  /** Dialog heading. Defaults to the action label. */
  modalHeader?: string;
}

/** An item action (spec 2 §3). */
export type Action<Item> = CallbackAction<Item> | ModalAction<Item>;

/** Totals the pagination footer needs. */
export interface PaginationInfo {
  totalItems: number;
  totalPages: number;
}

/** What each layout starts with when the user switches to it. */
export interface LayoutDefaults {
  layout?: ViewLayout;
}

/** Layouts offered by the switcher, each with its default options. */
export type DefaultLayouts = Partial<Record<ViewType, LayoutDefaults>>;
