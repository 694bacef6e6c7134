import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { mergeText, setText, textChange } from './text-diff';

function sharedText(value: string): Y.Text {
  const text = new Y.Doc().getText('t');
  text.insert(0, value);
  return text;
}

describe('textChange', () => {
  it('is the replacement between the common prefix and suffix', () => {
    expect(textChange('Hello world', 'Hello brave world')).toEqual({
      index: 6,
      deleteCount: 0,
      insert: 'brave ',
    });
    expect(textChange('abc', 'abc')).toBeNull();
    expect(textChange('abcdef', 'abXef')).toEqual({ index: 2, deleteCount: 2, insert: 'X' });
  });

  it('never splits a surrogate pair', () => {
    expect(textChange('a😀b', 'a😃b')).toEqual({ index: 1, deleteCount: 2, insert: '😃' });
  });
});

describe('setText', () => {
  it('brings the text to the new value', () => {
    const text = sharedText('Hello world');
    setText(text, 'Help, world!');
    expect(text.toString()).toBe('Help, world!');
  });
});

describe('mergeText', () => {
  it('applies an incoming change before or after the live change', () => {
    const before = sharedText('Hello world');
    before.insert(11, '!');
    expect(mergeText(before, 'Hello world', 'Hi world')).toBe(false);
    expect(before.toString()).toBe('Hi world!');
    const after = sharedText('Hello world');
    after.insert(0, '> ');
    expect(mergeText(after, 'Hello world', 'Hello there')).toBe(false);
    expect(after.toString()).toBe('> Hello there');
  });

  it('keeps the live change and adds the incoming insertion where both overlap, and says so', () => {
    const text = sharedText('Hello world');
    text.delete(6, 5);
    text.insert(6, 'moon');
    expect(mergeText(text, 'Hello world', 'Hello planet')).toBe(true);
    expect(text.toString()).toBe('Hello moonplanet');
  });

  it('says so too when the incoming change starts before the live one and runs into it', () => {
    const text = sharedText('Hello world');
    text.delete(6, 5);
    text.insert(6, 'moon');
    expect(mergeText(text, 'Hello world', 'Goodbye')).toBe(true);
    expect(text.toString()).toBe('Goodbyemoon');
  });

  it('changes nothing when the incoming text is the base', () => {
    const text = sharedText('Hello world, live');
    expect(mergeText(text, 'Hello world', 'Hello world')).toBe(false);
    expect(text.toString()).toBe('Hello world, live');
  });
});
