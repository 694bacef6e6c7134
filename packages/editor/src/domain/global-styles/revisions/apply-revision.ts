import { canResetStyles, resetStylesEdit } from '../reset-styles';
import type { RevisionEntry, StyleTree } from './revision-entries';
import { sameJson } from './same-json';

/** What the selected revision says when it holds the styles already in use. */
export const ALREADY_APPLIED_MESSAGE = 'These styles are already applied to your site.';

/** The confirmation asked before applying over unsaved edits (spec 3 §4). */
export const UNSAVED_CHANGES_CONFIRMATION =
  'Any unsaved changes will be lost when you apply this revision.';

/** The user's styles and settings as edited now. */
export type CurrentStyles = { readonly styles: StyleTree; readonly settings: StyleTree };

/**
 * Whether the entry holds exactly the styles and settings in use now (edits included). The theme
 * defaults are in use when 'Reset styles' has nothing to do (installed fonts aside).
 */
export function isRevisionApplied(entry: RevisionEntry, current: CurrentStyles): boolean {
  if (entry.id === 'parent') return !canResetStyles(current);
  return sameJson(entry.styles, current.styles) && sameJson(entry.settings, current.settings);
}

/**
 * Apply is offered only for a saved revision (or the theme defaults) that differs from the
 * current styles; the 'unsaved' entry is the current styles themselves.
 */
export function canApplyRevision(entry: RevisionEntry, current: CurrentStyles): boolean {
  return entry.id !== 'unsaved' && !isRevisionApplied(entry, current);
}

/** The apply button's label: 'Reset to defaults' for the theme defaults, 'Apply' otherwise. */
export function applyRevisionLabel(entry: RevisionEntry): string {
  return entry.id === 'parent' ? 'Reset to defaults' : 'Apply';
}

/** The question to ask before applying, or `null` to apply at once (no unsaved edits). */
export function applyRevisionConfirmation(hasUnsavedEdits: boolean): string | null {
  return hasUnsavedEdits ? UNSAVED_CHANGES_CONFIRMATION : null;
}

/**
 * The edit that applies the entry: it replaces the user's styles and settings as a whole. The
 * theme defaults are applied as 'Reset styles' does, keeping the fonts the font library installed.
 */
export function revisionEdit(entry: RevisionEntry, current: CurrentStyles): CurrentStyles {
  if (entry.id === 'parent') return resetStylesEdit(current);
  return { styles: entry.styles, settings: entry.settings };
}
