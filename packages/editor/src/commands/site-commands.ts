import type { EditorCommandContext } from './command-context';
import type { Command } from './command-registry';

/** The effects of the site's commands; the layout wires them to the router and the palette. */
export interface SiteActions {
  /** Goes to a screen of the site editor (in view mode). */
  goTo(path: string): void;
  /** Opens the site in a new tab. */
  viewSite(): void;
  /** Opens the shown record in the canvas (canvas=edit). */
  editRecord(): void;
  openPalette(): void;
}

type SiteCommand = Command<EditorCommandContext>;

interface ScreenCommand {
  name: string;
  label: string;
  path: string;
  keywords: readonly string[];
  /** Only block themes have the screen (Styles). */
  blockThemeOnly?: boolean;
}

/** The screens the palette goes to (spec 1 §2.2), in the order of the Design menu. */
export const SCREEN_COMMANDS: readonly ScreenCommand[] = [
  { name: 'core/navigation', label: 'Navigation', path: '/navigation', keywords: ['menus'] },
  {
    name: 'core/open-styles',
    label: 'Open styles',
    path: '/wp_global_styles',
    keywords: ['global styles', 'colors', 'typography'],
    blockThemeOnly: true,
  },
  { name: 'core/pages', label: 'Pages', path: '/page', keywords: ['posts'] },
  { name: 'core/templates', label: 'Templates', path: '/wp_template', keywords: ['layouts'] },
  {
    name: 'core/template-parts',
    label: 'Template Parts',
    path: '/wp_template_part/all',
    keywords: ['header', 'footer', 'areas'],
  },
  { name: 'core/patterns', label: 'Patterns', path: '/patterns', keywords: ['synced', 'blocks'] },
];

/** 'Edit …' for each kind of record a screen shows in view mode (it opens the canvas). */
export const EDIT_COMMANDS: readonly { name: string; label: string; postType: string }[] = [
  { name: 'core/edit-template', label: 'Edit template', postType: 'wp_template' },
  { name: 'core/edit-template-part', label: 'Edit template part', postType: 'wp_template_part' },
  { name: 'core/edit-page', label: 'Edit page', postType: 'page' },
  { name: 'core/edit-pattern', label: 'Edit pattern', postType: 'wp_block' },
  { name: 'core/edit-navigation-menu', label: 'Edit navigation menu', postType: 'wp_navigation' },
];

/**
 * The commands of every site-editor screen (spec 1 §2.13): open the palette, view the site, go
 * to a screen (not the one shown), and edit the record a view-mode screen shows.
 */
export function siteCommands(actions: SiteActions): SiteCommand[] {
  const base = { history: 'none' as const };
  return [
    {
      ...base,
      name: 'core/open-command-palette',
      label: 'Open the command palette',
      shortcuts: [{ modifier: 'primary', key: 'k' }],
      keyboardOnly: true,
      isAvailable: () => true,
      run: actions.openPalette,
    },
    ...EDIT_COMMANDS.map(
      (edit): SiteCommand => ({
        ...base,
        name: edit.name,
        label: edit.label,
        keywords: ['open', 'canvas', 'design'],
        group: 'document',
        isAvailable: (context) =>
          context.canvas === 'view' && context.record?.name === edit.postType,
        run: actions.editRecord,
      }),
    ),
    {
      ...base,
      name: 'core/view-site',
      label: 'View site',
      keywords: ['open', 'preview', 'new tab'],
      group: 'site',
      isAvailable: () => true,
      run: actions.viewSite,
    },
    ...SCREEN_COMMANDS.map(
      (screen): SiteCommand => ({
        ...base,
        name: screen.name,
        label: screen.label,
        keywords: ['go to', ...screen.keywords],
        group: 'site',
        isAvailable: (context) =>
          (screen.blockThemeOnly !== true || context.isBlockTheme) &&
          (context.canvas === 'edit' || context.path !== screen.path),
        run: () => actions.goTo(screen.path),
      }),
    ),
  ];
}

/**
 * Save (primary+s, in the page and the canvas frame alike): what the Save button does (save, open
 * the save panel, activate a previewed theme); the key is taken from the browser even while
 * there is nothing to save.
 */
export function saveCommand(save: () => void): SiteCommand {
  return {
    name: 'core/save',
    label: 'Save',
    shortcuts: [{ modifier: 'primary', key: 's' }],
    keyboardOnly: true,
    history: 'none',
    isAvailable: () => true,
    run: save,
  };
}

/**
 * 'Rename template' (or page, part…) while a record is edited: the header's document bar shows
 * the title; this opens the dialog that changes it (an edit the Save button saves).
 */
export function renameDocumentCommand(typeLabel: string, open: () => void): SiteCommand {
  return {
    name: 'core/rename-document',
    label: `Rename ${typeLabel.toLowerCase()}`,
    keywords: ['title', 'name'],
    group: 'document',
    history: 'one step',
    isAvailable: (context) => context.canvas === 'edit' && context.record !== null,
    run: open,
  };
}

/**
 * 'Duplicate pattern' while a pattern is edited (spec 1 §2.13): opens the dialog that makes a
 * copy of it, which then opens in the editor.
 */
export function duplicatePatternCommand(open: () => void): SiteCommand {
  return {
    name: 'core/duplicate-pattern',
    label: 'Duplicate pattern',
    keywords: ['copy', 'pattern'],
    group: 'document',
    history: 'none',
    isAvailable: (context) => context.canvas === 'edit' && context.record?.name === 'wp_block',
    run: open,
  };
}
