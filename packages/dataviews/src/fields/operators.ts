import type { Field, Filter, FilterPrimitive, FilterValue, Operator } from '../types';
import { getFieldOperators } from './field-access';

/** How one operator reads and tests. */
export interface OperatorDefinition {
  /** Wording used in filter chips, between the field label and the values. */
  label: string;
  /** Whether the filter value is a list of options rather than a single one. */
  isMulti: boolean;
  /** Whether an item value passes the filter. */
  test: (itemValue: unknown, filterValue: FilterValue) => boolean;
}

function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [value];
}

function intersects(itemValue: unknown, filterValue: FilterValue): boolean {
  const wanted = asList(filterValue);
  return asList(itemValue).some((value) => wanted.includes(value));
}

function equals(itemValue: unknown, filterValue: FilterValue): boolean {
  return Array.isArray(itemValue) ? itemValue.includes(filterValue) : itemValue === filterValue;
}

/** The operator table: one entry per operator instead of a chain of conditions. */
export const OPERATORS: Readonly<Record<Operator, OperatorDefinition>> = Object.freeze({
  is: { label: 'is', isMulti: false, test: equals },
  isNot: { label: 'is not', isMulti: false, test: (item, value) => !equals(item, value) },
  isAny: { label: 'is any of', isMulti: true, test: intersects },
  isNone: { label: 'is none of', isMulti: true, test: (item, value) => !intersects(item, value) },
  in: { label: 'is any of', isMulti: true, test: intersects },
  notIn: { label: 'is none of', isMulti: true, test: (item, value) => !intersects(item, value) },
});

/** Narrows a string to a known operator. */
export function isKnownOperator(operator: string): operator is Operator {
  return Object.hasOwn(OPERATORS, operator);
}

/**
 * Whether a filter's operator is one its field does not offer (or the field is gone). The toolbar
 * shows such a filter as 'Unknown status for {name}' and filtering leaves it out.
 */
export function isUnknownOperator<Item>(filter: Filter, field: Field<Item> | undefined): boolean {
  if (!field || !isKnownOperator(filter.operator)) {
    return true;
  }
  return !getFieldOperators(field).includes(filter.operator);
}

/** Whether a filter has nothing chosen yet (it then lets every item through). */
export function isEmptyFilterValue(value: FilterValue): boolean {
  return value === undefined || (Array.isArray(value) && value.length === 0);
}

/** The filter value as a list, whatever shape it was stored in. */
export function filterValueList(value: FilterValue): FilterPrimitive[] {
  if (value === undefined) {
    return [];
  }
  return Array.isArray(value) ? value : [value];
}
