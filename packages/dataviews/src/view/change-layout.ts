import type { DefaultLayouts, View, ViewType } from '../types';

/**
 * Switches the view to another layout type and resets the layout options to that type's
 * defaults (spec 2 §4). Choosing the type already shown changes nothing.
 */
export function changeLayout(
  view: View,
  type: ViewType,
  defaultLayouts: DefaultLayouts = {},
): View {
  if (view.type === type) {
    return view;
  }
  const defaults = defaultLayouts[type]?.layout ?? {};
  return { ...view, type, layout: { ...defaults } };
}
