import type { CanvasMode } from '../app/location';
import type { RecordRef } from '../data/entities/store-state';

/** The editor modes (spec 1 §2.7): visual, or text ('Code editor'). */
export type EditorMode = 'visual' | 'text';

/**
 * What decides whether a command is offered, on any screen of the site editor. One registry
 * holds the site's commands (every screen) and, while the canvas is edited, the editor's.
 */
export interface EditorCommandContext {
  /** 'edit' while a record is edited in the canvas; 'view' on every other screen. */
  canvas: CanvasMode;
  /** The in-app path of the screen (`/wp_template`, `/page`, …). */
  path: string;
  /** The record the screen shows (template, part, page, pattern, menu), or null on lists. */
  record: RecordRef | null;
  editorMode: EditorMode;
  distractionFree: boolean;
  isBlockTheme: boolean;
  /** The shown record is a customised theme template (Reset is offered). */
  canRevert: boolean;
  /**
   * The key press running the command, when it comes from the keyboard (the canvas's commands
   * look at where it was pressed); absent from menus, buttons and the palette.
   */
  key?: KeyboardEvent;
}
