import type { Field, Operator } from '../types';

/** The text name of a field: its label, or its id when it has none. */
export function getFieldLabel<Item>(field: Field<Item>): string {
  return field.label ?? field.id;
}

/** Reads a field's value from an item through `getValue`, or `item[id]` by default. */
export function getFieldValue<Item>(field: Field<Item>, item: Item): unknown {
  if (field.getValue) {
    return field.getValue({ item });
  }
  if (typeof item === 'object' && item !== null) {
    return Reflect.get(item, field.id);
  }
  return undefined;
}

/** Whether the table header offers sorting for this field (on unless `enableSorting` is false). */
export function isFieldSortable<Item>(field: Field<Item>): boolean {
  return field.enableSorting !== false;
}

/** Whether the user may hide this field (on unless `enableHiding` is false). */
export function isFieldHideable<Item>(field: Field<Item>): boolean {
  return field.enableHiding !== false;
}

const DEFAULT_OPERATORS: readonly Operator[] = ['in', 'notIn'];

/**
 * Operators a field can be filtered with. A field is filterable when it has `elements` and its
 * `filterBy` is not `false`; without explicit operators it gets `in` and `notIn` (spec 2 §3).
 */
export function getFieldOperators<Item>(field: Field<Item>): readonly Operator[] {
  if (field.filterBy === false || !field.elements || field.elements.length === 0) {
    return [];
  }
  const operators = field.filterBy?.operators;
  return operators && operators.length > 0 ? operators : DEFAULT_OPERATORS;
}

/** Finds a field by id. */
export function findField<Item>(
  fields: readonly Field<Item>[],
  id: string | undefined,
): Field<Item> | undefined {
  return id === undefined ? undefined : fields.find((field) => field.id === id);
}
