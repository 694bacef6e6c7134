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
    expect(ahead.take()).toEqual({ text: 'rename', enter: false, after: [] });
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
    expect(ahead.take()).toEqual({ text: 'a', enter: true, after: [] });
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
    expect(ahead.take()).toEqual({ text: '', enter: true, after: [] });
  });

  it('holding after Enter: every later key is held, in order, modifiers alone and compositions aside', () => {
    const ahead = startTypedAhead([window], { keepText: false, holdAfterEnter: true });
    // Before Enter the query's text still reaches the paragraph.
    expect(press(window, 'l').defaultPrevented).toBe(false);
    expect(press(window, 'Enter').defaultPrevented).toBe(true);
    const held = ['o', 'n', 'e', 'Enter', 't', 'Tab', 'Backspace'].map((key) => press(window, key));
    expect(held.every((event) => event.defaultPrevented)).toBe(true);
    expect(press(window, 'Tab', { shiftKey: true }).defaultPrevented).toBe(true);
    expect(press(window, 'Shift', { shiftKey: true }).defaultPrevented).toBe(false);
    expect(press(window, 'a', { isComposing: true }).defaultPrevented).toBe(false);
    const kept = ahead.take();
    expect(kept.enter).toBe(true);
    expect(kept.text).toBe('');
    expect(kept.after.map((key) => (key.shiftKey ? `Shift+${key.key}` : key.key))).toEqual([
      'o',
      'n',
      'e',
      'Enter',
      't',
      'Tab',
      'Backspace',
      'Shift+Tab',
    ]);
    expect(press(window, 'z').defaultPrevented).toBe(false);
  });

  it('holding from an Enter the opener already kept', () => {
    const ahead = startTypedAhead([window], {
      keepText: false,
      holdAfterEnter: true,
      enterPressed: true,
    });
    expect(press(window, 'x').defaultPrevented).toBe(true);
    expect(ahead.take()).toEqual({
      text: '',
      enter: true,
      after: [{ key: 'x', shiftKey: false, ctrlKey: false, metaKey: false, altKey: false }],
    });
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

  it('tells its opener when the time is up, with what it held still to take', () => {
    vi.useFakeTimers();
    try {
      const onExpire = vi.fn();
      const ahead = startTypedAhead([window], {
        keepText: false,
        holdAfterEnter: true,
        onExpire,
      });
      press(window, 'Enter');
      press(window, 'a');
      vi.advanceTimersByTime(TYPED_AHEAD_MS - 1);
      expect(onExpire).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(onExpire).toHaveBeenCalledTimes(1);
      expect(press(window, 'b').defaultPrevented).toBe(false);
      const kept = ahead.take();
      expect(kept.enter).toBe(true);
      expect(kept.after.map((key) => key.key)).toEqual(['a']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not call it once taken', () => {
    vi.useFakeTimers();
    try {
      const onExpire = vi.fn();
      startTypedAhead([window], { keepText: false, onExpire }).take();
      vi.advanceTimersByTime(TYPED_AHEAD_MS);
      expect(onExpire).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
