import { describe, expect, it, vi } from 'vitest';
import { type EditorActions, editorCommands } from '../canvas/chrome/editor-commands';
import type { EditorCommandContext } from './command-context';
import { createCommandRegistry } from './command-registry';
import {
  duplicatePatternCommand,
  renameDocumentCommand,
  type SiteActions,
  siteCommands,
} from './site-commands';

function siteActions(): SiteActions {
  return { goTo: vi.fn(), viewSite: vi.fn(), editRecord: vi.fn(), openPalette: vi.fn() };
}

function editorActions(): EditorActions {
  return {
    toggleSidebar: vi.fn(),
    setEditorMode: vi.fn(),
    toggleDistractionFree: vi.fn(),
    togglePreference: vi.fn(),
    openDialog: vi.fn(),
    focusRegion: vi.fn(),
    toggleListView: vi.fn(),
    toggleZoomOut: vi.fn(),
    copyAllBlocks: vi.fn(),
    exportSite: vi.fn(),
    revert: vi.fn(),
    openHelp: vi.fn(),
  };
}

const HOME = { kind: 'postType', name: 'wp_template', id: 'loom//home' } as const;

const design: EditorCommandContext = {
  canvas: 'view',
  path: '/',
  record: null,
  editorMode: 'visual',
  distractionFree: false,
  isBlockTheme: true,
  canRevert: false,
};
const templateShown: EditorCommandContext = {
  ...design,
  path: '/wp_template/loom/home',
  record: HOME,
};
const editing: EditorCommandContext = { ...templateShown, canvas: 'edit' };

/** The one registry of the site editor: site commands, and the editor's while it is mounted. */
function setup(withEditor: boolean) {
  const actions = siteActions();
  const registry = createCommandRegistry<EditorCommandContext>();
  for (const command of siteCommands(actions)) registry.register(command);
  if (withEditor) for (const command of editorCommands(editorActions())) registry.register(command);
  return { actions, registry };
}

const paletteNames = (
  registry: ReturnType<typeof setup>['registry'],
  context: EditorCommandContext,
) =>
  registry
    .available(context)
    .filter((command) => command.keyboardOnly !== true)
    .map((command) => command.name);

describe('site commands', () => {
  it('on a list screen: the screens, View site and the palette shortcut, nothing to edit', () => {
    const { registry } = setup(false);
    expect(paletteNames(registry, design)).toEqual([
      'core/view-site',
      'core/navigation',
      'core/open-styles',
      'core/pages',
      'core/templates',
      'core/template-parts',
      'core/patterns',
    ]);
    const keyK = {
      key: 'k',
      code: 'KeyK',
      ctrlKey: true,
      metaKey: false,
      shiftKey: false,
      altKey: false,
    };
    expect(registry.forKey(keyK, design, false)?.name).toBe('core/open-command-palette');
    expect(registry.forKey({ ...keyK, ctrlKey: false, metaKey: true }, design, true)?.name).toBe(
      'core/open-command-palette',
    );
  });

  it('leaves out the screen shown and, for classic themes, Styles', () => {
    const { registry } = setup(false);
    const templates = paletteNames(registry, { ...design, path: '/wp_template' });
    expect(templates).not.toContain('core/templates');
    expect(templates).toContain('core/template-parts');
    expect(paletteNames(registry, { ...design, isBlockTheme: false })).not.toContain(
      'core/open-styles',
    );
  });

  it('goes to a screen and opens the palette', () => {
    const { registry, actions } = setup(false);
    expect(registry.run('core/templates', design)).toBe(true);
    expect(actions.goTo).toHaveBeenCalledWith('/wp_template');
    expect(registry.run('core/template-parts', design)).toBe(true);
    expect(actions.goTo).toHaveBeenLastCalledWith('/wp_template_part/all');
    expect(registry.run('core/open-command-palette', design)).toBe(true);
    expect(actions.openPalette).toHaveBeenCalledTimes(1);
  });

  it("offers 'Edit' for the record a view-mode screen shows, named by its type", () => {
    const { registry, actions } = setup(false);
    expect(paletteNames(registry, templateShown)).toContain('core/edit-template');
    expect(paletteNames(registry, templateShown)).not.toContain('core/edit-page');
    const pageShown = { ...design, record: { kind: 'postType', name: 'page', id: '7' } };
    expect(paletteNames(registry, pageShown)).toContain('core/edit-page');
    expect(registry.get('core/edit-page')?.label).toBe('Edit page');
    expect(registry.run('core/edit-template', templateShown)).toBe(true);
    expect(actions.editRecord).toHaveBeenCalledTimes(1);
    // Already editing: nothing to open.
    expect(paletteNames(registry, editing)).not.toContain('core/edit-template');
  });

  it('in edit mode adds the editor toggles; in view mode they are not offered', () => {
    const { registry } = setup(true);
    const edit = paletteNames(registry, editing);
    for (const name of [
      'core/toggle-settings-sidebar',
      'core/toggle-distraction-free',
      'core/toggle-list-view',
      'core/open-code-editor',
      'core/view-site',
      'core/templates',
    ]) {
      expect(edit).toContain(name);
    }
    const view = paletteNames(registry, templateShown);
    expect(view).not.toContain('core/toggle-settings-sidebar');
    expect(view).not.toContain('core/open-code-editor');
    expect(view).toContain('core/view-site');
  });
});

describe('rename command', () => {
  it('is named by the record type and offered while a record is edited', () => {
    const open = vi.fn();
    const command = renameDocumentCommand('Template Part', open);
    expect(command.label).toBe('Rename template part');
    expect(command.isAvailable(editing)).toBe(true);
    expect(command.isAvailable(templateShown)).toBe(false);
    command.run(editing);
    expect(open).toHaveBeenCalledTimes(1);
  });
});

describe('duplicate pattern command', () => {
  it('is offered while a pattern is edited, not a template nor a pattern in view mode', () => {
    const open = vi.fn();
    const command = duplicatePatternCommand(open);
    const pattern = { kind: 'postType', name: 'wp_block', id: '12' };
    const patternEdited = { ...editing, path: '/wp_block/12', record: pattern };
    expect(command.label).toBe('Duplicate pattern');
    expect(command.isAvailable(patternEdited)).toBe(true);
    expect(command.isAvailable({ ...patternEdited, canvas: 'view' })).toBe(false);
    expect(command.isAvailable(editing)).toBe(false);
    command.run(patternEdited);
    expect(open).toHaveBeenCalledTimes(1);
  });
});
