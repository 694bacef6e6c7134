import { describe, expect, it } from 'vitest';
import { drawnLater, inputTypeOf } from './drawn-later';

describe('drawnLater', () => {
  it('holds for text typed into text', () => {
    expect(drawnLater('Hello', 'Hello!', 'insertText')).toBe(true);
    expect(drawnLater('a <strong>b</strong>', 'a <strong>bc</strong>', 'insertText')).toBe(true);
  });

  it('does not for other input, a text emptied or started, or a possible slash query', () => {
    expect(drawnLater('Hello', 'Hell', 'deleteContentBackward')).toBe(false);
    expect(drawnLater('Hello', 'Hello <b>x</b>', 'insertFromPaste')).toBe(false);
    expect(drawnLater('', 'H', 'insertText')).toBe(false);
    expect(drawnLater(null, 'H', 'insertText')).toBe(false);
    expect(drawnLater('H', '', 'insertText')).toBe(false);
    expect(drawnLater('/', '/h', 'insertText')).toBe(false);
    expect(drawnLater('see a', 'see a/', 'insertText')).toBe(false);
  });

  it('reads the input type of an event from any window', () => {
    expect(inputTypeOf(new InputEvent('input', { inputType: 'insertText' }))).toBe('insertText');
    expect(inputTypeOf(new Event('input'))).toBe('');
  });
});
