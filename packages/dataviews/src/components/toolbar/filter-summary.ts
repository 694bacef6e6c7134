import { getFieldLabel } from '../../fields/field-access';
import {
  filterValueList,
  isEmptyFilterValue,
  isKnownOperator,
  isUnknownOperator,
  OPERATORS,
} from '../../fields/operators';
import type { Field, Filter } from '../../types';

/**
 * The text of a filter chip: 'Status is any of Draft, Pending', just the field label while no
 * value is chosen, or 'Unknown status for {name}' when the operator is not one the field offers.
 */
export function describeFilter<Item>(filter: Filter, field: Field<Item> | undefined): string {
  const name = field ? getFieldLabel(field) : filter.field;
  if (!field || isUnknownOperator(filter, field) || !isKnownOperator(filter.operator)) {
    return `Unknown status for ${name}`;
  }
  if (isEmptyFilterValue(filter.value)) {
    return name;
  }
  const labels = filterValueList(filter.value).map(
    (value) => field.elements?.find((element) => element.value === value)?.label ?? String(value),
  );
  return `${name} ${OPERATORS[filter.operator].label} ${labels.join(', ')}`;
}
