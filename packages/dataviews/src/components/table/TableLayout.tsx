import { canSelectItem } from '../../actions/action-eligibility';
import { ItemActions } from '../../actions/ItemActions';
import { isFieldSortable } from '../../fields/field-access';
import { renderField } from '../../fields/render-field';
import type { Field } from '../../types';
import type { LayoutProps } from '../layout-props';
import { SelectionCheckbox } from '../SelectionCheckbox';
import { ColumnHeaderMenu } from './ColumnHeaderMenu';
import './TableLayout.css';

function ariaSort(direction: 'asc' | 'desc' | undefined) {
  if (direction === 'asc') {
    return 'ascending';
  }
  return direction === 'desc' ? 'descending' : undefined;
}

function orderColumns<Item>(fields: Field<Item>[], primaryField: string | undefined) {
  const primary = fields.filter((field) => field.id === primaryField);
  return [...primary, ...fields.filter((field) => field.id !== primaryField)];
}

/**
 * Table layout: one column per visible field with a sort/hide menu in its header, a selection
 * column with select-all when bulk actions exist, and each row's actions at the end.
 */
export function TableLayout<Item>({
  data,
  visibleFields,
  view,
  onChangeView,
  actions,
  getItemId,
  getItemTitle,
  selection,
  onChangeSelection,
  isSelectable,
  onRunAction,
}: LayoutProps<Item>) {
  const columns = orderColumns(visibleFields, view.layout?.primaryField);
  // 'Select all' covers the rows some bulk action fits.
  const pageIds = data.filter((item) => canSelectItem(actions, item)).map(getItemId);
  const selectedOnPage = pageIds.filter((id) => selection.includes(id));
  const allSelected = pageIds.length > 0 && selectedOnPage.length === pageIds.length;

  function toggleAll() {
    onChangeSelection(
      allSelected
        ? selection.filter((id) => !pageIds.includes(id))
        : [...selection, ...pageIds.filter((id) => !selection.includes(id))],
    );
  }

  function toggleOne(id: string) {
    onChangeSelection(
      selection.includes(id) ? selection.filter((other) => other !== id) : [...selection, id],
    );
  }

  return (
    <table className="dataviews-table">
      <thead>
        <tr>
          {isSelectable && (
            <th className="dataviews-table__checkbox-column" scope="col">
              <SelectionCheckbox
                label="Select all"
                checked={allSelected}
                disabled={pageIds.length === 0}
                indeterminate={selectedOnPage.length > 0 && !allSelected}
                onChange={toggleAll}
              />
            </th>
          )}
          {columns.map((field) => (
            <th
              key={field.id}
              scope="col"
              aria-sort={
                isFieldSortable(field)
                  ? (ariaSort(view.sort?.field === field.id ? view.sort.direction : undefined) ??
                    'none')
                  : undefined
              }
            >
              <ColumnHeaderMenu field={field} view={view} onChangeView={onChangeView} />
            </th>
          ))}
          {actions.length > 0 && (
            <th className="dataviews-table__actions-column" scope="col">
              <span className="dataviews-visually-hidden">Actions</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {data.map((item) => {
          const id = getItemId(item);
          const title = getItemTitle(item);
          const isSelected = selection.includes(id);
          return (
            <tr key={id} className={isSelected ? 'is-selected' : undefined}>
              {isSelectable && (
                <td className="dataviews-table__checkbox-column">
                  <SelectionCheckbox
                    label={`Select ${title}`}
                    checked={isSelected}
                    disabled={!canSelectItem(actions, item)}
                    onChange={() => toggleOne(id)}
                  />
                </td>
              )}
              {columns.map((field) => (
                <td
                  key={field.id}
                  className={
                    field.id === view.layout?.primaryField ? 'dataviews-table__primary' : undefined
                  }
                >
                  {renderField(field, item)}
                </td>
              ))}
              {actions.length > 0 && (
                <td className="dataviews-table__actions-column">
                  <ItemActions
                    item={item}
                    itemTitle={title}
                    actions={actions}
                    onRunAction={onRunAction}
                  />
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
