import { describe, expect, it, vi } from 'vitest';
import { createTypedAheadSlot, fillTypedField } from './typed-ahead-slot';

function press(key: string): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, cancelable: true });
  window.dispatchEvent(event);
  return event;
}

describe('the keys kept for one part', () => {
  it('are taken once by the part as it opens; a part already there takes nothing', () => {
    const slot = createTypedAheadSlot();
    expect(slot.take()).toEqual({ text: '', enter: false, after: [] });
    slot.start([window], { keepText: true });
    press('h');
    // A second request while waiting keeps the same keys.
    slot.start([window], { keepText: true });
    press('i');
    expect(slot.take().text).toBe('hi');
    expect(slot.take().text).toBe('');
    expect(press('x').defaultPrevented).toBe(false);
  });

  it('are forgotten when the part is closed before it came', () => {
    const slot = createTypedAheadSlot();
    slot.start([window], { keepText: true });
    press('a');
    slot.stop();
    expect(press('b').defaultPrevented).toBe(false);
    expect(slot.take().text).toBe('');
  });

  it('Escape closes the part and empties the slot, so it can start again', () => {
    const onEscape = vi.fn();
    const slot = createTypedAheadSlot();
    slot.start([window], { keepText: true, onEscape });
    press('a');
    press('Escape');
    expect(onEscape).toHaveBeenCalledTimes(1);
    expect(slot.take().text).toBe('');
    slot.start([window], { keepText: true });
    press('b');
    expect(slot.take().text).toBe('b');
  });
});

describe('a field that opens with text typed before it', () => {
  it('has the focus with the caret after the text', () => {
    const field = document.createElement('input');
    document.body.append(field);
    fillTypedField(field, 'exam');
    expect(field.value).toBe('exam');
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([4, 4]);
    field.remove();
  });
});
