/**
 * Keyboard shortcuts in the block editor's terms (spec 1 §9): `primary` is ⌘ on Apple systems
 * and Ctrl elsewhere; `primaryShift` adds Shift; `secondary` is ⌘⇧⌥ / Ctrl+Shift+Alt; `access`
 * is Ctrl+⌥ / Shift+Alt; `ctrl` and `ctrlShift` are the Control key whatever the system.
 */
export type Modifier = 'primary' | 'primaryShift' | 'secondary' | 'access' | 'ctrl' | 'ctrlShift';

export interface KeyCombo {
  modifier: Modifier;
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

function required(modifier: Modifier, apple: boolean): Held {
  const primary = apple ? { ctrl: false, meta: true } : { ctrl: true, meta: false };
  switch (modifier) {
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

function keyOf(event: KeyLike): string {
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
        secondary: ['⇧', '⌥', '⌘'],
        access: ['⌃', '⌥'],
        ctrl: ['⌃'],
        ctrlShift: ['⌃', '⇧'],
      }
    : {
        primary: ['Ctrl'],
        primaryShift: ['Ctrl', 'Shift'],
        secondary: ['Ctrl', 'Shift', 'Alt'],
        access: ['Shift', 'Alt'],
        ctrl: ['Ctrl'],
        ctrlShift: ['Ctrl', 'Shift'],
      };
  return [...names[combo.modifier], combo.key.toUpperCase()].join(apple ? '' : '+');
}

/** Whether this browser runs on an Apple system (⌘ is primary). */
export function isApplePlatform(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
}
