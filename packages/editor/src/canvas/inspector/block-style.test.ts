import { describe, expect, it } from 'vitest';
import { blockStyleChanges, blockStyleValue } from './block-style';
import { withLinkedBorder } from './border-sides';
import { withColor, withFontFamily, withFontSize } from './style-values';

describe('a style value (global or per block type)', () => {
  it('keeps presets as references: no slug attributes outside blocks', () => {
    const style = withColor({}, 'background', { kind: 'preset', slug: 'accent' });
    expect(withFontFamily(style, 'serif')).toEqual({
      color: { background: 'var:preset|color|accent' },
      typography: { fontFamily: 'var:preset|font-family|serif' },
    });
    expect(withLinkedBorder({}, { color: { kind: 'preset', slug: 'contrast' } })).toEqual({
      border: { color: 'var:preset|color|contrast', style: 'solid' },
    });
  });

  it('never changes the style it is given', () => {
    const style = Object.freeze({ color: Object.freeze({ text: '#000' }) });
    expect(withColor(style, 'text', null)).toEqual({});
    expect(style.color.text).toBe('#000');
  });
});

describe('the block adapter', () => {
  it('reads preset slug attributes into the style as references, slugs first', () => {
    expect(
      blockStyleValue({
        textColor: 'base',
        fontSize: 'large',
        borderColor: 'accent',
        style: { color: { text: '#fff' }, spacing: { padding: '1rem' } },
      }),
    ).toEqual({
      color: { text: 'var:preset|color|base' },
      spacing: { padding: '1rem' },
      typography: { fontSize: 'var:preset|font-size|large' },
      border: { color: 'var:preset|color|accent' },
    });
    expect(blockStyleValue({ style: 'not a style' })).toEqual({});
  });

  it('writes references back as slug attributes and leaves unchanged slugs out', () => {
    const attributes = { fontSize: 'large', style: { typography: { lineHeight: '1.5' } } };
    const next = withColor(blockStyleValue(attributes), 'text', { kind: 'preset', slug: 'base' });
    expect(blockStyleChanges(attributes, next)).toEqual({
      textColor: 'base',
      style: { typography: { lineHeight: '1.5' } },
    });
    expect(Object.keys(blockStyleChanges(attributes, next))).toEqual(['textColor', 'style']);
  });

  it('a custom value clears the slug; an emptied style resets the attribute', () => {
    const attributes = { fontFamily: 'serif', fontSize: 'large' };
    const custom = withFontSize(blockStyleValue(attributes), { kind: 'custom', value: '20px' });
    expect(blockStyleChanges(attributes, withFontFamily(custom, ''))).toEqual({
      fontSize: undefined,
      fontFamily: undefined,
      style: { typography: { fontSize: '20px' } },
    });
    expect(blockStyleChanges(attributes, {})).toEqual({
      fontSize: undefined,
      fontFamily: undefined,
      style: undefined,
    });
  });

  it('a reference of another kind is a custom value', () => {
    expect(blockStyleChanges({}, { color: { text: 'var:preset|spacing|40' } })).toEqual({
      style: { color: { text: 'var:preset|spacing|40' } },
    });
  });
});
