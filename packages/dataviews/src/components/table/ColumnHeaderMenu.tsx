import {
  Menu,
  MenuButton,
  MenuItem,
  MenuItemRadio,
  MenuProvider,
  MenuSeparator,
} from '@ariakit/react';
import { getFieldLabel, isFieldHideable, isFieldSortable } from '../../fields/field-access';
import type { Field, SortDirection, View } from '../../types';
import { setSort } from '../../view/set-sort';
import { toggleFieldVisibility } from '../../view/toggle-field-visibility';
import { ArrowIcon } from '../icons';

/** Props of {@link ColumnHeaderMenu}. */
export interface ColumnHeaderMenuProps<Item> {
  field: Field<Item>;
  view: View;
  onChangeView: (view: View) => void;
}

const SORT_CHOICES: { direction: SortDirection; label: string }[] = [
  { direction: 'asc', label: 'Sort ascending' },
  { direction: 'desc', label: 'Sort descending' },
];

/**
 * A table column header: a button opening a menu to sort the column ascending or descending, or
 * to hide it. Columns that can do neither show a plain label.
 */
export function ColumnHeaderMenu<Item>({ field, view, onChangeView }: ColumnHeaderMenuProps<Item>) {
  const sortable = isFieldSortable(field);
  const hideable = isFieldHideable(field);
  const header = field.header ?? getFieldLabel(field);
  const direction = view.sort?.field === field.id ? view.sort.direction : undefined;
  if (!sortable && !hideable) {
    return <span className="dataviews-table__header-text">{header}</span>;
  }
  return (
    <MenuProvider values={{ direction: direction ?? '' }}>
      <MenuButton className="dataviews-table__header-button">
        <span>{header}</span>
        {direction && <ArrowIcon direction={direction} />}
      </MenuButton>
      <Menu
        className="dataviews-menu"
        gutter={4}
        portal
        unmountOnHide
        aria-label={getFieldLabel(field)}
      >
        {sortable &&
          SORT_CHOICES.map((choice) => (
            <MenuItemRadio
              key={choice.direction}
              name="direction"
              hideOnClick
              value={choice.direction}
              className="dataviews-menu__item"
              onClick={() => onChangeView(setSort(view, field.id, choice.direction))}
            >
              {choice.label}
            </MenuItemRadio>
          ))}
        {sortable && hideable && <MenuSeparator className="dataviews-menu__separator" />}
        {hideable && (
          <MenuItem
            className="dataviews-menu__item"
            onClick={() => onChangeView(toggleFieldVisibility(view, field.id))}
          >
            Hide
          </MenuItem>
        )}
      </Menu>
    </MenuProvider>
  );
}
