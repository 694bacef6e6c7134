import type { EditorCommandContext } from './command-context';
import type { Command } from './command-registry';

/** Undo and redo across every entity (the entity store's history). */
export interface EditHistory {
  undo(): void;
  redo(): void;
}

/**
 * Undo and Redo while a record is edited: the header's buttons run them, and so do their keys
 * pressed in the canvas frame (the page's text fields keep the browser's own undo).
 */
export function historyCommands(history: EditHistory): Command<EditorCommandContext>[] {
  const base = {
    keyboardOnly: true,
    keyScope: 'canvas' as const,
    history: 'none' as const,
    isAvailable: (context: EditorCommandContext) => context.canvas === 'edit',
  };
  return [
    {
      ...base,
      name: 'core/undo',
      label: 'Undo',
      shortcuts: [{ modifier: 'primary', key: 'z' }],
      run: () => history.undo(),
    },
    {
      ...base,
      name: 'core/redo',
      label: 'Redo',
      shortcuts: [
        { modifier: 'primaryShift', key: 'z' },
        { modifier: 'primary', key: 'y' },
      ],
      run: () => history.redo(),
    },
  ];
}
