import type { EditorMode } from '../../commands/command-context';

export type { EditorMode } from '../../commands/command-context';

export interface BreadcrumbInputs {
  distractionFree: boolean;
  /** The block breadcrumbs preference (`showBlockBreadcrumbs`). */
  breadcrumbs: boolean;
  canvasMode: 'view' | 'edit';
  editorMode: EditorMode;
  zoomOut: boolean;
}

/**
 * Spec 1 §2.7: the footer breadcrumbs show only when not distraction-free, the breadcrumbs
 * setting is on, and the editor is in edit canvas and visual mode and not zoom-out.
 */
export function showsBreadcrumbs(inputs: BreadcrumbInputs): boolean {
  return (
    !inputs.distractionFree &&
    inputs.breadcrumbs &&
    inputs.canvasMode === 'edit' &&
    inputs.editorMode === 'visual' &&
    !inputs.zoomOut
  );
}

/** What a distraction-free switch changes (spec 1 §4.2). */
export interface DistractionFreeChanges {
  preferences: { distractionFree: boolean; fixedToolbar: boolean };
  /** Close the inserter, List View and the settings sidebar. */
  closePanels: boolean;
  /** The info notice (with Undo) shown when turning it on. */
  notice: string | null;
}

export const DISTRACTION_FREE_ON = 'Distraction free mode activated.';

/**
 * Turning distraction-free on turns the fixed toolbar on, closes inserter, List View and
 * sidebar and shows an info notice with Undo; turning it off turns the fixed toolbar off.
 */
export function distractionFreeChanges(on: boolean): DistractionFreeChanges {
  return {
    preferences: { distractionFree: on, fixedToolbar: on },
    closePanels: on,
    notice: on ? DISTRACTION_FREE_ON : null,
  };
}

/** Announcements when the editor mode changes (polite live region). */
export function editorModeAnnouncement(mode: EditorMode): string {
  return mode === 'text' ? 'Code editor selected' : 'Visual editor selected';
}

/** Zoom-out (spec 1 §2.7, §9): scale and frame size; it resets the device to Desktop. */
export const ZOOM_OUT = Object.freeze({ scale: 0.45, frameSize: 100 });
