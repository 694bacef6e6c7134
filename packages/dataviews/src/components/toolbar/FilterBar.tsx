import { Menu, MenuButton, MenuItem, MenuProvider } from '@ariakit/react';
import { useState } from 'react';
import { findField, getFieldLabel, getFieldOperators } from '../../fields/field-access';
import type { Field, View } from '../../types';
import { addFilter } from '../../view/add-filter';
import { FilterChip } from './FilterChip';
import './Toolbar.css';

/** Props of {@link FilterBar}. */
export interface FilterBarProps<Item> {
  view: View;
  onChangeView: (view: View) => void;
  fields: Field<Item>[];
}

/**
 * The 'Add filter' menu (filterable fields without a filter yet) and one chip per filter of the
 * view. Adding a filter opens its chip so a value can be chosen straight away.
 */
export function FilterBar<Item>({ view, onChangeView, fields }: FilterBarProps<Item>) {
  const [justAdded, setJustAdded] = useState<string | undefined>();
  const filters = view.filters ?? [];
  const available = fields.filter(
    (field) =>
      getFieldOperators(field).length > 0 && !filters.some((filter) => filter.field === field.id),
  );
  if (available.length === 0 && filters.length === 0) {
    return null;
  }
  return (
    <div className="dataviews-filters">
      {filters.map((filter) => (
        <FilterChip
          key={filter.field}
          filter={filter}
          field={findField(fields, filter.field)}
          view={view}
          onChangeView={onChangeView}
          defaultOpen={filter.field === justAdded}
        />
      ))}
      {available.length > 0 && (
        <MenuProvider>
          <MenuButton className="dataviews-button is-tertiary">Add filter</MenuButton>
          <Menu className="dataviews-menu" gutter={4} portal unmountOnHide>
            {available.map((field) => (
              <MenuItem
                key={field.id}
                className="dataviews-menu__item"
                onClick={() => {
                  const [operator = 'in'] = getFieldOperators(field);
                  setJustAdded(field.id);
                  onChangeView(addFilter(view, { field: field.id, operator, value: [] }));
                }}
              >
                {getFieldLabel(field)}
              </MenuItem>
            ))}
          </Menu>
        </MenuProvider>
      )}
    </div>
  );
}
