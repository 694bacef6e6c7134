import type { ReactNode } from 'react';
import type { Field } from '../types';
import { getFieldValue } from './field-access';

function valueText<Item>(field: Field<Item>, value: unknown): string {
  if (value === null || value === undefined) {
    return '';
  }
  if (Array.isArray(value)) {
    return value.map((entry) => valueText(field, entry)).join(', ');
  }
  const element = field.elements?.find((candidate) => candidate.value === value);
  return element ? element.label : String(value);
}

/** Plain text of a field's value: element labels for enumerations, lists joined with commas. */
export function getFieldText<Item>(field: Field<Item>, item: Item): string {
  return valueText(field, getFieldValue(field, item));
}

/** What a field shows for an item: its `render`, or else its text. */
export function renderField<Item>(field: Field<Item>, item: Item): ReactNode {
  return field.render ? field.render({ item }) : getFieldText(field, item);
}
