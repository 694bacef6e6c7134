import { describe, expect, it, vi } from 'vitest';
import { startTypedAhead, TYPED_AHEAD_MS, typedText } from './typed-ahead';

function press(target: EventTarget, key: string, init: KeyboardEventInit = {}): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
}

describe('keys typed before the palette opens', () => {
  it('keeps the text typed, Backspace included, and lets shortcuts and named keys through', () => {
    const ahead = startTypedAhead(window);
    const first = press(window, 'r');
    press(window, 'e');
    press(window, 'x');
    press(window, 'Backspace');
    for (const key of 'name') press(window, key);
    const shortcut = press(window, 'k', { ctrlKey: true });
    const namedKey = press(window, 'Escape');
    expect(first.defaultPrevented).toBe(true);
    expect(shortcut.defaultPrevented).toBe(false);
    expect(namedKey.defaultPrevented).toBe(false);
    expect(ahead.take()).toBe('rename');
    // Taken: later keys are the search field's own.
    expect(press(window, 'z').defaultPrevented).toBe(false);
  });

  it('types text only for printable keys without modifiers', () => {
    const key = (k: string, extra: Partial<KeyboardEvent> = {}) =>
      typedText({
        key: k,
        ctrlKey: false,
        metaKey: false,
        altKey: false,
        isComposing: false,
        ...extra,
      });
    expect(key('a')).toBe('a');
    expect(key(' ')).toBe(' ');
    expect(key('Enter')).toBeNull();
    expect(key('a', { metaKey: true })).toBeNull();
    expect(key('a', { isComposing: true })).toBeNull();
  });
});

describe('keys typed before a palette that never comes', () => {
  it('are kept for a few seconds only, then the keyboard is the page’s again', () => {
    vi.useFakeTimers();
    try {
      const ahead = startTypedAhead(window);
      expect(press(window, 'a').defaultPrevented).toBe(true);
      vi.advanceTimersByTime(TYPED_AHEAD_MS);
      expect(press(window, 'b').defaultPrevented).toBe(false);
      expect(ahead.take()).toBe('a');
      expect(ahead.take()).toBe('a');
    } finally {
      vi.useRealTimers();
    }
  });
});
