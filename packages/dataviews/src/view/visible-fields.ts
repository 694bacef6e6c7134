import { isFieldHideable } from '../fields/field-access';
import type { Field, View } from '../types';

/** The fields a view shows, in definition order: all but the hidden ones (unless unhideable). */
export function getVisibleFields<Item>(view: View, fields: readonly Field<Item>[]): Field<Item>[] {
  const hidden = view.hiddenFields ?? [];
  return fields.filter((field) => !isFieldHideable(field) || !hidden.includes(field.id));
}
