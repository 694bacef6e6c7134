import type { EditorCommandContext } from '../../commands/command-context';
import type { Command } from '../../commands/command-registry';
import type { EditorMode } from './chrome-rules';
import type { ChromeDialog } from './chrome-store';

export type { EditorCommandContext } from '../../commands/command-context';

/** Preferences the View menu and the palette toggle. */
export type ToggledPreference = 'fixedToolbar' | 'focusMode' | 'showBlockBreadcrumbs';

/** The effects editor commands have; the chrome wires them to stores and the router. */
export interface EditorActions {
  toggleSidebar(): void;
  setEditorMode(mode: EditorMode): void;
  toggleDistractionFree(): void;
  togglePreference(name: ToggledPreference): void;
  openDialog(dialog: Exclude<ChromeDialog, null>): void;
  focusRegion(step: 1 | -1): void;
  toggleListView(): void;
  toggleZoomOut(): void;
  copyAllBlocks(): void;
  exportSite(): void;
  revert(): void;
  /** Opens the site editor's documentation in a new tab. */
  openHelp(): void;
}

type EditorCommand = Command<EditorCommandContext>;

const always = () => true;

/**
 * The editor's commands (spec 1 §2.13, §9): the same objects serve the palette, the More menu
 * and the keyboard. They need the canvas, so they are offered in edit mode only; the commands
 * of every screen (palette, View site, screens) are in `commands/site-commands.ts`.
 */
export function editorCommands(actions: EditorActions): EditorCommand[] {
  const command = (
    name: string,
    label: string,
    run: () => void,
    extra: Partial<EditorCommand> = {},
  ): EditorCommand => {
    const isAvailable = extra.isAvailable ?? always;
    return {
      name,
      label,
      history: 'none',
      run,
      ...extra,
      isAvailable: (context) => context.canvas === 'edit' && isAvailable(context),
    };
  };
  return [
    command('core/toggle-settings-sidebar', 'Toggle settings sidebar', actions.toggleSidebar, {
      shortcuts: [{ modifier: 'primaryShift', key: ',' }],
      keywords: ['inspector', 'block settings'],
    }),
    command('core/toggle-list-view', 'Toggle List View', actions.toggleListView, {
      keywords: ['document overview'],
    }),
    command('core/open-code-editor', 'Open code editor', () => actions.setEditorMode('text'), {
      shortcuts: [{ modifier: 'secondary', key: 'm' }],
      isAvailable: (context) => context.editorMode === 'visual',
      keywords: ['html', 'markup'],
    }),
    command('core/exit-code-editor', 'Exit code editor', () => actions.setEditorMode('visual'), {
      shortcuts: [{ modifier: 'secondary', key: 'm' }],
      isAvailable: (context) => context.editorMode === 'text',
      keywords: ['visual editor'],
    }),
    command(
      'core/toggle-distraction-free',
      'Toggle distraction free',
      actions.toggleDistractionFree,
      {
        shortcuts: [{ modifier: 'primaryShift', key: '\\' }],
        history: 'one step',
      },
    ),
    command('core/toggle-top-toolbar', 'Toggle top toolbar', () =>
      actions.togglePreference('fixedToolbar'),
    ),
    command('core/toggle-spotlight-mode', 'Toggle spotlight', () =>
      actions.togglePreference('focusMode'),
    ),
    command('core/toggle-breadcrumbs', 'Toggle block breadcrumbs', () =>
      actions.togglePreference('showBlockBreadcrumbs'),
    ),
    command('core/toggle-zoom-out', 'Toggle zoom out', actions.toggleZoomOut, {
      isAvailable: (context) => context.editorMode === 'visual',
    }),
    command(
      'core/open-shortcut-help',
      'Keyboard shortcuts',
      () => actions.openDialog('shortcuts'),
      {
        shortcuts: [{ modifier: 'access', key: 'h' }],
      },
    ),
    command('core/open-preferences', 'Preferences', () => actions.openDialog('preferences')),
    command(
      'core/next-region',
      'Navigate to the next part of the editor',
      () => actions.focusRegion(1),
      {
        shortcuts: [
          { modifier: 'ctrl', key: '`' },
          { modifier: 'access', key: 'n' },
        ],
        keyboardOnly: true,
      },
    ),
    command(
      'core/previous-region',
      'Navigate to the previous part of the editor',
      () => actions.focusRegion(-1),
      {
        shortcuts: [
          { modifier: 'ctrlShift', key: '`' },
          { modifier: 'access', key: 'p' },
        ],
        keyboardOnly: true,
      },
    ),
    command('core/copy-all-blocks', 'Copy all blocks', actions.copyAllBlocks),
    command('core/export', 'Export', actions.exportSite, {
      isAvailable: (context) => context.isBlockTheme,
      keywords: ['download', 'zip', 'theme'],
    }),
    command('core/open-help', 'Help', actions.openHelp, {
      keywords: ['documentation', 'support', 'manual'],
    }),
    command('core/reset-template', 'Reset template', actions.revert, {
      isAvailable: (context) => context.canRevert,
      keywords: ['clear customizations', 'revert'],
      history: 'one step',
      group: 'document',
    }),
  ];
}

/**
 * 'Delete template' (or template part) while it is edited (spec 1 §2.13, §4.3): registered only
 * for what can be deleted — made in the editor, with no theme file behind it.
 */
export function deleteTemplateCommand(
  type: 'wp_template' | 'wp_template_part',
  remove: () => void,
): EditorCommand {
  return {
    name: 'core/delete-template',
    label: type === 'wp_template_part' ? 'Delete template part' : 'Delete template',
    keywords: ['remove', 'trash'],
    group: 'document',
    history: 'none',
    isAvailable: (context) => context.canvas === 'edit',
    run: remove,
  };
}
