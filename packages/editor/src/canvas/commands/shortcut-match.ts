import { isPrimary } from '../rich-text/shortcuts';
import type { Shortcut } from './block-commands';

/** Whether a key event is this shortcut (exact modifiers). */
export function matchesShortcut(
  event: { key: string; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean },
  shortcut: Shortcut,
): boolean {
  return (
    event.key.toLowerCase() === shortcut.key &&
    isPrimary(event) === (shortcut.primary === true) &&
    event.shiftKey === (shortcut.shift === true) &&
    event.altKey === (shortcut.alt === true)
  );
}

/** A shortcut as text for menus, e.g. 'Ctrl+Shift+D'. */
export function shortcutLabel(shortcut: Shortcut): string {
  const apple = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
  const parts = [
    shortcut.primary ? (apple ? '⌘' : 'Ctrl') : '',
    shortcut.shift ? 'Shift' : '',
    shortcut.alt ? (apple ? '⌥' : 'Alt') : '',
    shortcut.key.toUpperCase(),
  ];
  return parts.filter((part) => part !== '').join('+');
}
