import { describe, expect, it, vi } from 'vitest';
import { createCommandRegistry } from '../../commands/command-registry';
import {
  deleteTemplateCommand,
  type EditorActions,
  type EditorCommandContext,
  editorCommands,
} from './editor-commands';

function setup() {
  const actions: EditorActions = {
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
  const registry = createCommandRegistry<EditorCommandContext>();
  for (const command of editorCommands(actions)) registry.register(command);
  return { actions, registry };
}

const visual: EditorCommandContext = {
  canvas: 'edit',
  path: '/wp_template/loom/home',
  record: { kind: 'postType', name: 'wp_template', id: 'loom//home' },
  editorMode: 'visual',
  distractionFree: false,
  isBlockTheme: true,
  canRevert: false,
};
const names = (list: readonly { name: string }[]) => list.map((command) => command.name);
const keyEvent = (init: Partial<KeyboardEventInit & { code: string }>) => ({
  key: '',
  code: '',
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...init,
});

describe('editor command availability', () => {
  it('offers Open code editor in visual mode and Exit code editor in text mode', () => {
    const { registry } = setup();
    expect(names(registry.available(visual))).toContain('core/open-code-editor');
    expect(names(registry.available(visual))).not.toContain('core/exit-code-editor');
    const text = { ...visual, editorMode: 'text' as const };
    expect(names(registry.available(text))).toContain('core/exit-code-editor');
    expect(names(registry.available(text))).not.toContain('core/open-code-editor');
  });

  it('offers Export only for block themes and Reset only for customised templates', () => {
    const { registry } = setup();
    expect(names(registry.available({ ...visual, isBlockTheme: false }))).not.toContain(
      'core/export',
    );
    expect(names(registry.available(visual))).toContain('core/export');
    expect(names(registry.available(visual))).not.toContain('core/reset-template');
    expect(names(registry.available({ ...visual, canRevert: true }))).toContain(
      'core/reset-template',
    );
  });

  it('offers none of them outside edit mode: they need the canvas', () => {
    const { registry, actions } = setup();
    expect(registry.available({ ...visual, canvas: 'view' })).toEqual([]);
    expect(registry.run('core/toggle-settings-sidebar', { ...visual, canvas: 'view' })).toBe(false);
    expect(actions.toggleSidebar).not.toHaveBeenCalled();
    expect(registry.run('core/toggle-settings-sidebar', visual)).toBe(true);
    expect(actions.toggleSidebar).toHaveBeenCalledTimes(1);
  });

  it('keeps region navigation out of the palette (keyboard only)', () => {
    const { registry } = setup();
    const keyboardOnly = registry.all().filter((command) => command.keyboardOnly === true);
    expect(names(keyboardOnly)).toEqual(['core/next-region', 'core/previous-region']);
  });

  it('secondary+m toggles the mode both ways through the same registry', () => {
    const { registry, actions } = setup();
    const event = keyEvent({ key: 'M', code: 'KeyM', ctrlKey: true, shiftKey: true, altKey: true });
    registry.forKey(event, visual, false)?.run(visual);
    expect(actions.setEditorMode).toHaveBeenLastCalledWith('text');
    const text = { ...visual, editorMode: 'text' as const };
    registry.forKey(event, text, false)?.run(text);
    expect(actions.setEditorMode).toHaveBeenLastCalledWith('visual');
  });

  it('maps the spec 1 §9 shortcuts', () => {
    const { registry } = setup();
    const at = (init: Parameters<typeof keyEvent>[0]) =>
      registry.forKey(keyEvent(init), visual, false)?.name;
    expect(at({ key: '<', code: 'Comma', ctrlKey: true, shiftKey: true })).toBe(
      'core/toggle-settings-sidebar',
    );
    expect(at({ key: '|', code: 'Backslash', ctrlKey: true, shiftKey: true })).toBe(
      'core/toggle-distraction-free',
    );
    expect(at({ key: 'H', code: 'KeyH', shiftKey: true, altKey: true })).toBe(
      'core/open-shortcut-help',
    );
    expect(at({ key: '`', code: 'Backquote', ctrlKey: true })).toBe('core/next-region');
    expect(at({ key: '~', code: 'Backquote', ctrlKey: true, shiftKey: true })).toBe(
      'core/previous-region',
    );
    expect(at({ key: 'N', code: 'KeyN', shiftKey: true, altKey: true })).toBe('core/next-region');
    expect(at({ key: 'P', code: 'KeyP', shiftKey: true, altKey: true })).toBe(
      'core/previous-region',
    );
    // primary+k is not the canvas's: the palette opens on every screen (site commands).
    expect(at({ key: 'k', code: 'KeyK', ctrlKey: true })).toBeUndefined();
  });

  it('offers Help in the Tools of every edited document', () => {
    const { registry, actions } = setup();
    expect(registry.run('core/open-help', visual)).toBe(true);
    expect(actions.openHelp).toHaveBeenCalledTimes(1);
  });
});

describe('deleteTemplateCommand', () => {
  it('names what it deletes and runs only in edit mode', () => {
    const remove = vi.fn();
    const template = deleteTemplateCommand('wp_template', remove);
    expect(template.label).toBe('Delete template');
    expect(deleteTemplateCommand('wp_template_part', remove).label).toBe('Delete template part');
    expect(template.isAvailable({ ...visual, canvas: 'view' })).toBe(false);
    expect(template.isAvailable(visual)).toBe(true);
    template.run(visual);
    expect(remove).toHaveBeenCalledTimes(1);
  });
});
