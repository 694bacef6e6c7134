import type { View } from '../types';

/** Hides a shown field or shows a hidden one. */
export function toggleFieldVisibility(view: View, fieldId: string): View {
  const hidden = view.hiddenFields ?? [];
  const hiddenFields = hidden.includes(fieldId)
    ? hidden.filter((id) => id !== fieldId)
    : [...hidden, fieldId];
  return { ...view, hiddenFields };
}
