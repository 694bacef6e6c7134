import type { KeyCombo } from '../../commands/key-combo';
import { FORMAT_SHORTCUTS } from '../commands/format-shortcuts';

/**
 * One line of the keyboard shortcuts help: the shortcuts of registry commands (by name, read from
 * the registry so they are declared once), or combos of keys that are not commands (rich text).
 */
export type ShortcutEntry =
  | { description: string; commands: readonly string[] }
  | { description: string; combos: readonly KeyCombo[] };

/** The combos an entry shows: its commands' shortcuts in the order named, or its own combos. */
export function entryCombos(
  entry: ShortcutEntry,
  shortcutsOf: (command: string) => readonly KeyCombo[] | undefined,
): readonly KeyCombo[] {
  if ('combos' in entry) return entry.combos;
  return entry.commands.flatMap((name) => shortcutsOf(name) ?? []);
}

/** The shortcuts of spec 1 §9, grouped like the help dialog shows them. */
export const SHORTCUT_SECTIONS: readonly { title: string; entries: readonly ShortcutEntry[] }[] = [
  {
    title: 'Global shortcuts',
    entries: [
      { description: 'Save your changes.', commands: ['core/save'] },
      { description: 'Open the command palette.', commands: ['core/open-command-palette'] },
      {
        description: 'Show or hide the Settings panel.',
        commands: ['core/toggle-settings-sidebar'],
      },
      { description: 'Display these keyboard shortcuts.', commands: ['core/open-shortcut-help'] },
      {
        description: 'Navigate to the next part of the editor.',
        commands: ['core/next-region'],
      },
      {
        description: 'Navigate to the previous part of the editor.',
        commands: ['core/previous-region'],
      },
      {
        description: 'Switch between visual editor and code editor.',
        commands: ['core/open-code-editor'],
      },
      {
        description: 'Toggle distraction free mode.',
        commands: ['core/toggle-distraction-free'],
      },
    ],
  },
  {
    title: 'Text formatting',
    entries: [
      {
        description: 'Select all text when typing. Press again to select all blocks.',
        commands: ['block/select-all'],
      },
      {
        description: 'Convert the current heading to a paragraph.',
        commands: ['block/heading-level-0'],
      },
      {
        description: 'Convert the current paragraph or heading to a heading of level 1 to 6.',
        commands: ['block/heading-level-1', 'block/heading-level-6'],
      },
      { description: 'Make the selected text bold.', combos: [FORMAT_SHORTCUTS.bold] },
      {
        description: 'Make the selected text italic.',
        combos: [FORMAT_SHORTCUTS.italic],
      },
      {
        description: 'Convert the selected text into a link.',
        combos: [FORMAT_SHORTCUTS.link],
      },
    ],
  },
];
