import type { KeyCombo } from '../../commands/key-combo';

/** One line of the keyboard shortcuts help. */
export interface ShortcutEntry {
  description: string;
  combos: readonly KeyCombo[];
}

/** The shortcuts of spec 1 §9, grouped like the help dialog shows them. */
export const SHORTCUT_SECTIONS: readonly { title: string; entries: readonly ShortcutEntry[] }[] = [
  {
    title: 'Global shortcuts',
    entries: [
      { description: 'Save your changes.', combos: [{ modifier: 'primary', key: 's' }] },
      { description: 'Open the command palette.', combos: [{ modifier: 'primary', key: 'k' }] },
      {
        description: 'Show or hide the Settings panel.',
        combos: [{ modifier: 'primaryShift', key: ',' }],
      },
      {
        description: 'Display these keyboard shortcuts.',
        combos: [{ modifier: 'access', key: 'h' }],
      },
      {
        description: 'Navigate to the next part of the editor.',
        combos: [
          { modifier: 'ctrl', key: '`' },
          { modifier: 'access', key: 'n' },
        ],
      },
      {
        description: 'Navigate to the previous part of the editor.',
        combos: [
          { modifier: 'ctrlShift', key: '`' },
          { modifier: 'access', key: 'p' },
        ],
      },
      {
        description: 'Switch between visual editor and code editor.',
        combos: [{ modifier: 'secondary', key: 'm' }],
      },
      {
        description: 'Toggle distraction free mode.',
        combos: [{ modifier: 'primaryShift', key: '\\' }],
      },
    ],
  },
  {
    title: 'Text formatting',
    entries: [
      {
        description: 'Select all text when typing. Press again to select all blocks.',
        combos: [{ modifier: 'primary', key: 'a' }],
      },
      {
        description: 'Convert the current heading to a paragraph.',
        combos: [{ modifier: 'access', key: '0' }],
      },
      {
        description: 'Convert the current paragraph or heading to a heading of level 1 to 6.',
        combos: [
          { modifier: 'access', key: '1' },
          { modifier: 'access', key: '6' },
        ],
      },
      { description: 'Make the selected text bold.', combos: [{ modifier: 'primary', key: 'b' }] },
      {
        description: 'Make the selected text italic.',
        combos: [{ modifier: 'primary', key: 'i' }],
      },
      {
        description: 'Convert the selected text into a link.',
        combos: [{ modifier: 'primary', key: 'k' }],
      },
    ],
  },
];
