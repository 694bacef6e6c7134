import type { EditorLocation } from '../../app/location';

/**
 * The id of the custom view a location opens (`isCustom=true&activeView={id}`), or null when it
 * opens a built-in view (or `activeView` is not an id).
 */
export function activeCustomViewId(
  location: Pick<EditorLocation, 'isCustom' | 'activeView'>,
): number | null {
  if (!location.isCustom || location.activeView === undefined) return null;
  if (!/^[1-9]\d{0,9}$/.test(location.activeView)) return null;
  return Number(location.activeView);
}
