import { describe, expect, it } from 'vitest';
import { shiftCaretOffset } from './caret-shift';

describe('shiftCaretOffset', () => {
  it('keeps the caret when text is inserted after it', () => {
    expect(shiftCaretOffset('Grace was', 'Grace was here', 5)).toBe(5);
  });

  it('keeps the caret when text is appended at its own position', () => {
    expect(shiftCaretOffset('Shared', 'Shared words', 6)).toBe(6);
  });

  it('moves the caret by an insertion before it', () => {
    expect(shiftCaretOffset('words. Typed', 'Shared words. Typed', 12)).toBe(19);
  });

  it('moves the caret back by a deletion before it', () => {
    expect(shiftCaretOffset('Hello brave world', 'Hello world', 17)).toBe(11);
  });

  it('leaves the caret when a deletion is after it', () => {
    expect(shiftCaretOffset('Hello brave world', 'Hello world', 3)).toBe(3);
  });

  it('puts a caret inside a replaced part at the end of the new part', () => {
    expect(shiftCaretOffset('one two three', 'one 2 three', 6)).toBe(5);
  });

  it('keeps the caret on an unchanged text', () => {
    expect(shiftCaretOffset('same', 'same', 2)).toBe(2);
  });
});
