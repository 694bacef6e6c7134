import { deepEqual } from '../data/deep-equal';
import type { EntityStore, SaveResult } from '../data/entities/entity-store';
import { getEditedRecord, getRecord } from '../data/entities/selectors';
import { type RecordRef, recordKey } from '../data/entities/store-state';
import { readPath, withPath } from '../domain/global-styles/style-tree';

/** Where the styles keep the activated fonts. */
export const FONT_FAMILIES_PATH = ['typography', 'fontFamilies'] as const;

/**
 * The `settings` to send when only the fonts are saved: the saved settings with the edited
 * `typography.fontFamilies` put in.
 */
export function fontsOnlySettings(savedSettings: unknown, editedSettings: unknown): unknown {
  return withPath(savedSettings, FONT_FAMILIES_PATH, readPath(editedSettings, FONT_FAMILIES_PATH));
}

/**
 * Saves the user's global styles with only their `settings.typography.fontFamilies` edit (spec 3
 * §7), as the font library does after an install, an uninstall or 'Update': other unsaved style
 * edits are held back for the Save button. They are set aside (outside undo history) for the
 * save and put back afterwards, whatever the save's outcome.
 */
export async function saveFontFamilies(store: EntityStore, ref: RecordRef): Promise<SaveResult> {
  const state = store.getState();
  const pending = { ...(state.edits[recordKey(ref)] ?? {}) };
  const saved = getRecord(state, ref);
  const edited = getEditedRecord(state, ref);
  const asSaved = Object.fromEntries(Object.keys(pending).map((prop) => [prop, saved?.[prop]]));
  store.edit(
    ref,
    { ...asSaved, settings: fontsOnlySettings(saved?.settings, edited?.settings) },
    { undoIgnore: true },
  );
  const result = await store.save(ref);
  if (Object.keys(pending).length > 0) store.edit(ref, pending, { undoIgnore: true });
  return result;
}

/** Spec 3 §4: 'Update' is enabled only while the activated fonts have unsaved edits. */
export function hasUnsavedFontEdits(
  saved: Readonly<Record<string, unknown>> | undefined,
  edited: Readonly<Record<string, unknown>> | undefined,
): boolean {
  return !deepEqual(
    readPath(saved?.settings, FONT_FAMILIES_PATH),
    readPath(edited?.settings, FONT_FAMILIES_PATH),
  );
}
