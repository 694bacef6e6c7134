import { describe, expect, it } from 'vitest';
import { type RichTextKeyInput, richTextKeyAction } from './key-decision';

const base: RichTextKeyInput = {
  key: 'a',
  primary: false,
  access: false,
  alt: false,
  shift: false,
  navigation: false,
  hasRange: true,
  isMain: true,
};

describe('rich-text keys', () => {
  it('leaves every key to the canvas in navigation mode', () => {
    expect(richTextKeyAction({ ...base, key: 'Enter', navigation: true })).toEqual({
      kind: 'pass',
    });
    expect(richTextKeyAction({ ...base, key: 'k', primary: true, navigation: true })).toEqual({
      kind: 'pass',
    });
  });

  it('takes primary+k as the link shortcut only while editing text', () => {
    expect(richTextKeyAction({ ...base, key: 'k', primary: true })).toEqual({ kind: 'link' });
    expect(richTextKeyAction({ ...base, key: 'K', primary: true, hasRange: false })).toEqual({
      kind: 'pass',
    });
  });

  it('splits on Enter in the main text and breaks the line otherwise', () => {
    expect(richTextKeyAction({ ...base, key: 'Enter' })).toEqual({ kind: 'split' });
    expect(richTextKeyAction({ ...base, key: 'Enter', shift: true })).toEqual({
      kind: 'line-break',
    });
    expect(richTextKeyAction({ ...base, key: 'Enter', isMain: false })).toEqual({
      kind: 'line-break',
    });
  });

  it('toggles formats', () => {
    expect(richTextKeyAction({ ...base, key: 'b', primary: true })).toEqual({
      kind: 'format',
      tag: 'strong',
    });
    expect(richTextKeyAction({ ...base, key: 'd', access: true })).toEqual({
      kind: 'format',
      tag: 's',
    });
  });
});
