import { Popover, PopoverDisclosure, PopoverHeading, PopoverProvider } from '@ariakit/react';
import { useId } from 'react';
import { getFieldLabel, getFieldOperators } from '../../fields/field-access';
import { filterValueList, OPERATORS } from '../../fields/operators';
import type { Field, Filter, FilterValue, View } from '../../types';
import { removeFilter } from '../../view/remove-filter';
import { updateFilter } from '../../view/update-filter';
import { CloseIcon } from '../icons';
import { describeFilter } from './filter-summary';

/** Props of {@link FilterChip}. */
export interface FilterChipProps<Item> {
  filter: Filter;
  field: Field<Item> | undefined;
  view: View;
  onChangeView: (view: View) => void;
  /** Opens the chip's popover on mount (right after the filter was added). */
  defaultOpen?: boolean;
}

function convertValue(value: FilterValue, toMulti: boolean): FilterValue {
  const list = filterValueList(value);
  return toMulti ? list : list[0];
}

/**
 * A filter chip: its summary opens a popover to choose the condition and values; the cross
 * removes the filter. A filter with an unknown operator only says so and can be removed.
 */
export function FilterChip<Item>({
  filter,
  field,
  view,
  onChangeView,
  defaultOpen = false,
}: FilterChipProps<Item>) {
  const headingId = useId();
  const conditionId = useId();
  const summary = describeFilter(filter, field);
  const name = field ? getFieldLabel(field) : filter.field;
  const remove = (
    <button
      type="button"
      className="dataviews-filter-chip__remove"
      aria-label={`Remove filter ${name}`}
      onClick={() => onChangeView(removeFilter(view, filter.field))}
    >
      <CloseIcon />
    </button>
  );

  const operators = field ? getFieldOperators(field) : [];
  const operator = operators.find((candidate) => candidate === filter.operator);
  if (!field || !operator) {
    return (
      <div className="dataviews-filter-chip is-unknown">
        <span className="dataviews-filter-chip__summary">{summary}</span>
        {remove}
      </div>
    );
  }

  const isMulti = OPERATORS[operator].isMulti;
  const chosen = filterValueList(filter.value);

  function choose(value: Filter['value']) {
    onChangeView(updateFilter(view, filter.field, { value }));
  }

  return (
    <div className="dataviews-filter-chip">
      <PopoverProvider defaultOpen={defaultOpen}>
        <PopoverDisclosure className="dataviews-filter-chip__summary">{summary}</PopoverDisclosure>
        <Popover
          className="dataviews-popover"
          gutter={4}
          portal
          unmountOnHide
          aria-labelledby={headingId}
        >
          <PopoverHeading id={headingId} className="dataviews-popover__heading">
            {name}
          </PopoverHeading>
          {operators.length > 1 && (
            <div className="dataviews-filter-chip__condition">
              <label htmlFor={conditionId}>Condition</label>
              <select
                id={conditionId}
                className="dataviews-select"
                value={operator}
                onChange={(event) => {
                  const next = operators.find((candidate) => candidate === event.target.value);
                  if (next) {
                    onChangeView(
                      updateFilter(view, filter.field, {
                        operator: next,
                        value: convertValue(filter.value, OPERATORS[next].isMulti),
                      }),
                    );
                  }
                }}
              >
                {operators.map((candidate) => (
                  <option key={candidate} value={candidate}>
                    {OPERATORS[candidate].label}
                  </option>
                ))}
              </select>
            </div>
          )}
          <fieldset className="dataviews-filter-chip__options">
            <legend className="dataviews-visually-hidden">{`${name} values`}</legend>
            {(field.elements ?? []).map((element) => {
              const isChosen = chosen.includes(element.value);
              return (
                <label key={String(element.value)} className="dataviews-filter-chip__option">
                  <input
                    type={isMulti ? 'checkbox' : 'radio'}
                    name={`${headingId}-values`}
                    checked={isChosen}
                    onChange={() => {
                      if (!isMulti) {
                        choose(element.value);
                        return;
                      }
                      choose(
                        isChosen
                          ? chosen.filter((value) => value !== element.value)
                          : [...chosen, element.value],
                      );
                    }}
                  />
                  {element.label}
                </label>
              );
            })}
          </fieldset>
        </Popover>
      </PopoverProvider>
      {remove}
    </div>
  );
}
