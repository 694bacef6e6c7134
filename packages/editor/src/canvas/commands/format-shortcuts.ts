import type { KeyCombo } from '../../commands/key-combo';

/**
 * The rich-text keys, declared once for the toolbar's tooltips and the shortcuts help. Rich text
 * decides them itself while typing (`rich-text/key-decision.ts`: the formats, the link popover).
 */
export const FORMAT_SHORTCUTS = {
  bold: { modifier: 'primary', key: 'b' },
  italic: { modifier: 'primary', key: 'i' },
  link: { modifier: 'primary', key: 'k' },
  code: { modifier: 'access', key: 'x' },
  strikethrough: { modifier: 'access', key: 'd' },
} as const satisfies Record<string, KeyCombo>;
