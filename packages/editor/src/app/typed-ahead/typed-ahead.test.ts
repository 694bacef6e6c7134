import { describe, expect, it, vi } from 'vitest';
import { startTypedAhead, TYPED_AHEAD_MS, typedText } from './typed-ahead';

function press(target: EventTarget, key: string, init: KeyboardEventInit = {}): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
}

describe('keys typed before a field opens', () => {
  it('keeps the text typed, Backspace included, and lets shortcuts and named keys through', () => {
    const ahead = startTypedAhead([window], { keepText: true });
    const first = press(window, 'r');
    press(window, 'e');
    press(window, 'x');
    press(window, 'Backspace');
    for (const key of 'name') press(window, key);
    const shortcut = press(window, 'k', { ctrlKey: true });
    const namedKey = press(window, 'Escape');
    const arrow = press(window, 'ArrowDown');
    expect(first.defaultPrevented).toBe(true);
    expect(shortcut.defaultPrevented).toBe(false);
    expect(namedKey.defaultPrevented).toBe(false);
    expect(arrow.defaultPrevented).toBe(false);
    expect(ahead.take()).toEqual({ text: 'rename', enter: false });
    // Taken: later keys are the search field's own.
    expect(press(window, 'z').defaultPrevented).toBe(false);
  });

  it('keeps Backspace and Enter from what has the focus, and remembers Enter', () => {
    const ahead = startTypedAhead([window], { keepText: true });
    // With text selected in a paragraph, either key would have removed it.
    expect(press(window, 'Backspace').defaultPrevented).toBe(true);
    press(window, 'a');
    expect(press(window, 'Enter').defaultPrevented).toBe(true);
    expect(press(window, 'Enter', { shiftKey: true }).defaultPrevented).toBe(false);
    expect(ahead.take()).toEqual({ text: 'a', enter: true });
  });

  it('hears every target it is given (the page and the canvas frame)', () => {
    const frame = new EventTarget() as unknown as Window;
    const ahead = startTypedAhead([window, frame], { keepText: true });
    press(window, 'a');
    expect(press(frame, 'b').defaultPrevented).toBe(true);
    expect(ahead.take().text).toBe('ab');
    expect(press(frame, 'c').defaultPrevented).toBe(false);
  });

  it('Escape gives the part up when its opener says how, and the keys are the page’s again', () => {
    const onEscape = vi.fn();
    const ahead = startTypedAhead([window], { keepText: true, onEscape });
    press(window, 'a');
    expect(press(window, 'Escape').defaultPrevented).toBe(true);
    expect(onEscape).toHaveBeenCalledTimes(1);
    expect(press(window, 'b').defaultPrevented).toBe(false);
    expect(ahead.take().text).toBe('a');
  });

  it('without the text: printable keys and Backspace pass on, Enter is remembered', () => {
    const ahead = startTypedAhead([window], { keepText: false });
    expect(press(window, '/').defaultPrevented).toBe(false);
    expect(press(window, 'Backspace').defaultPrevented).toBe(false);
    expect(press(window, 'Enter').defaultPrevented).toBe(true);
    expect(ahead.take()).toEqual({ text: '', enter: true });
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

describe('keys typed before a part that never comes', () => {
  it('are kept for a few seconds only, then the keyboard is the page’s again', () => {
    vi.useFakeTimers();
    try {
      const ahead = startTypedAhead([window], { keepText: true });
      expect(press(window, 'a').defaultPrevented).toBe(true);
      vi.advanceTimersByTime(TYPED_AHEAD_MS);
      expect(press(window, 'b').defaultPrevented).toBe(false);
      expect(press(window, 'Enter').defaultPrevented).toBe(false);
      expect(ahead.take().text).toBe('a');
      expect(ahead.take().text).toBe('a');
    } finally {
      vi.useRealTimers();
    }
  });
});
