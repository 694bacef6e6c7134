import { describe, expect, it, vi } from 'vitest';
import type { EditorCommandContext } from '../../commands/command-context';
import { createCommandRegistry } from '../../commands/command-registry';
import type { BlockCommand, BlockCommandContext } from './block-commands';
import { onSelection } from './selection-commands';

const EDITING: EditorCommandContext = {
  canvas: 'edit',
  path: '/wp_template',
  record: { kind: 'postType', name: 'wp_template', id: 'loom//home' },
  editorMode: 'visual',
  distractionFree: false,
  isBlockTheme: true,
  canRevert: false,
};

const SELECTED: BlockCommandContext = {
  clientIds: ['a'],
  owner: { kind: 'postType', name: 'wp_template', id: 'loom//home' },
  blocks: [],
};

function duplicate(run: (context: BlockCommandContext) => void): BlockCommand {
  return {
    name: 'duplicate',
    label: 'Duplicate',
    shortcuts: [{ modifier: 'primaryShift', key: 'd' }],
    history: 'one step',
    isAvailable: (context) => context.clientIds.length > 0,
    run,
  };
}

const ctrlShiftD = {
  key: 'D',
  code: 'KeyD',
  ctrlKey: true,
  metaKey: false,
  shiftKey: true,
  altKey: false,
};

describe('block commands in the editor registry', () => {
  it('run on the selection read when they run, by their registry name', () => {
    let selection: BlockCommandContext | null = null;
    const run = vi.fn();
    const registry = createCommandRegistry<EditorCommandContext>();
    registry.register(onSelection(duplicate(run), () => selection));
    expect(registry.run('block/duplicate', EDITING)).toBe(false);
    selection = SELECTED;
    expect(registry.run('block/duplicate', EDITING)).toBe(true);
    expect(run).toHaveBeenCalledWith(SELECTED);
  });

  it('keep their shortcut to the canvas frame and stay out of the palette', () => {
    const registry = createCommandRegistry<EditorCommandContext>();
    const command = onSelection(
      duplicate(() => undefined),
      () => SELECTED,
    );
    registry.register(command);
    expect(command.keyboardOnly).toBe(true);
    expect(registry.forKey(ctrlShiftD, EDITING, false, false)).toBeUndefined();
    expect(registry.forKey(ctrlShiftD, EDITING, false, true)?.name).toBe('block/duplicate');
  });
});
