/**
 * Keyboard shortcuts in the block editor's terms (spec 1 §9): `primary` is ⌘ on Apple systems
 * and Ctrl elsewhere; `primaryShift` adds Shift and `primaryAlt` Alt (⌥); `secondary` is ⌘⇧⌥ /
 * Ctrl+Shift+Alt; `access` is Ctrl+⌥ / Shift+Alt; `shiftAlt` is Shift+Alt (⇧⌥) whatever the
 * system; `ctrl` and `ctrlShift` are the Control key whatever the system; `shift` is Shift alone.
 */
export type Modifier =
  | 'primary'
  | 'primaryShift'
  | 'primaryAlt'
  | 'secondary'
  | 'access'
  | 'shiftAlt'
  | 'ctrl'
  | 'ctrlShift'
  | 'shift';

/** One shortcut type for the whole editor: matching keys, menus, the palette and the help. */
export interface KeyCombo {
  /** No modifier: the key alone (Escape, Delete, Tab). */
  modifier?: Modifier;
  /** `event.key` (lower case) or `event.code` for keys that depend on the layout. */
  key: string;
}

export interface KeyLike {
  key: string;
  code?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

type Held = { ctrl: boolean; meta: boolean; shift: boolean; alt: boolean };

function required(modifier: Modifier | undefined, apple: boolean): Held {
  const primary = apple ? { ctrl: false, meta: true } : { ctrl: true, meta: false };
  switch (modifier) {
    case undefined:
      return { ctrl: false, meta: false, shift: false, alt: false };
    case 'shift':
      return { ctrl: false, meta: false, shift: true, alt: false };
    case 'shiftAlt':
      return { ctrl: false, meta: false, shift: true, alt: true };
    case 'primaryAlt':
      return { ...primary, shift: false, alt: true };
    case 'primary':
      return { ...primary, shift: false, alt: false };
    case 'primaryShift':
      return { ...primary, shift: true, alt: false };
    case 'secondary':
      return { ...primary, shift: true, alt: true };
    case 'access':
      return apple
        ? { ctrl: true, meta: false, shift: false, alt: true }
        : { ctrl: false, meta: false, shift: true, alt: true };
    case 'ctrl':
      return { ctrl: true, meta: false, shift: false, alt: false };
    case 'ctrlShift':
      return { ctrl: true, meta: false, shift: true, alt: false };
  }
}

/** Key names as events give them, whatever Shift or Alt did to the character. */
const CODE_KEYS: Record<string, string> = {
  Comma: ',',
  Backslash: '\\',
  Backquote: '`',
  Period: '.',
  Slash: '/',
};

/** The key an event gives, as `KeyCombo.key` names it (what Shift or Alt did undone). */
export function keyOf(event: KeyLike): string {
  if (event.code !== undefined) {
    const fromCode = CODE_KEYS[event.code];
    if (fromCode !== undefined) return fromCode;
    if (/^Key[A-Z]$/.test(event.code)) return event.code.slice(3).toLowerCase();
    if (/^Digit[0-9]$/.test(event.code)) return event.code.slice(5);
  }
  return event.key.toLowerCase();
}

/** Whether an event is the combination (exact modifiers). */
export function matchesCombo(event: KeyLike, combo: KeyCombo, apple: boolean): boolean {
  const need = required(combo.modifier, apple);
  return (
    keyOf(event) === combo.key &&
    event.ctrlKey === need.ctrl &&
    event.metaKey === need.meta &&
    event.shiftKey === need.shift &&
    event.altKey === need.alt
  );
}

/** The combination as text, e.g. 'Ctrl+Shift+,' or '⌘⇧,'. */
export function comboLabel(combo: KeyCombo, apple: boolean): string {
  const names: Record<Modifier, string[]> = apple
    ? {
        primary: ['⌘'],
        primaryShift: ['⇧', '⌘'],
        primaryAlt: ['⌥', '⌘'],
        secondary: ['⇧', '⌥', '⌘'],
        access: ['⌃', '⌥'],
        shiftAlt: ['⇧', '⌥'],
        ctrl: ['⌃'],
        ctrlShift: ['⌃', '⇧'],
        shift: ['⇧'],
      }
    : {
        primary: ['Ctrl'],
        primaryShift: ['Ctrl', 'Shift'],
        primaryAlt: ['Ctrl', 'Alt'],
        secondary: ['Ctrl', 'Shift', 'Alt'],
        access: ['Shift', 'Alt'],
        shiftAlt: ['Shift', 'Alt'],
        ctrl: ['Ctrl'],
        ctrlShift: ['Ctrl', 'Shift'],
        shift: ['Shift'],
      };
  const held = combo.modifier === undefined ? [] : names[combo.modifier];
  // Named keys read as words ('Escape', 'Tab'); characters as capitals ('D', ',').
  const key =
    combo.key.length === 1
      ? combo.key.toUpperCase()
      : `${combo.key.charAt(0).toUpperCase()}${combo.key.slice(1)}`;
  return [...held, key].join(apple ? '' : '+');
}

/** Whether this browser runs on an Apple system (⌘ is primary). */
export function isApplePlatform(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
}
