import { createCoreRegistry } from '@atelier/blocks';
import { describe, expect, it, vi } from 'vitest';
import type { EditorCommandContext } from '../../commands/command-context';
import { createCommandRegistry } from '../../commands/command-registry';
import { comboLabel } from '../../commands/key-combo';
import { saveCommand, siteCommands } from '../../commands/site-commands';
import { createEntityStore } from '../../data/entities/entity-store';
import { createFakeRest } from '../../data/fake-rest';
import { canvasKeyCommands } from '../commands/key-commands';
import { createBlockEditorStore } from '../state/block-editor-store';
import { createCanvasUiStore } from '../ui/canvas-ui-store';
import { editorCommands } from './editor-commands';
import { entryCombos, SHORTCUT_SECTIONS } from './shortcut-list';

/** A registry holding every command the edited canvas registers. */
function editingRegistry() {
  const registry = createCommandRegistry<EditorCommandContext>();
  const entityStore = createEntityStore({ client: createFakeRest({}).client });
  const store = createBlockEditorStore({
    entityStore,
    registry: createCoreRegistry(),
    rootRef: { kind: 'postType', name: 'wp_template', id: 'loom//home' },
  });
  const commands = [
    ...siteCommands({
      goTo: vi.fn(),
      viewSite: vi.fn(),
      editRecord: vi.fn(),
      openPalette: vi.fn(),
    }),
    saveCommand(vi.fn()),
    ...editorCommands({
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
    }),
    ...canvasKeyCommands({
      doc: document,
      store,
      ui: createCanvasUiStore(),
      selection: () => null,
      remove: undefined,
    }),
  ];
  for (const command of commands) registry.register(command);
  return registry;
}

describe('the keyboard shortcuts help', () => {
  it('reads every listed command’s shortcuts from the registry', () => {
    const registry = editingRegistry();
    const shortcutsOf = (name: string) => registry.get(name)?.shortcuts;
    const lines = SHORTCUT_SECTIONS.flatMap((section) =>
      section.entries.map((entry) => ({
        description: entry.description,
        keys: entryCombos(entry, shortcutsOf).map((combo) => comboLabel(combo, false)),
      })),
    );
    for (const line of lines) expect(line.keys, line.description).not.toHaveLength(0);
    const keysOf = (description: string) =>
      lines.find((line) => line.description === description)?.keys;
    expect(keysOf('Save your changes.')).toEqual(['Ctrl+S']);
    expect(keysOf('Navigate to the next part of the editor.')).toEqual(['Ctrl+`', 'Shift+Alt+N']);
    expect(
      keysOf('Convert the current paragraph or heading to a heading of level 1 to 6.'),
    ).toEqual(['Shift+Alt+1', 'Shift+Alt+6']);
    expect(keysOf('Make the selected text bold.')).toEqual(['Ctrl+B']);
  });
});
