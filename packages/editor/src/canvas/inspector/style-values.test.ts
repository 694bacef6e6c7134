import type { BlockAttributes } from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import { blockStyleChanges, blockStyleValue } from './block-style';
import type { StyleObject } from './style-path';
import type { ColorTarget, StyleChoice } from './style-values';
import * as values from './style-values';

// What a block gets: each style edit goes through the block adapter, as the Block tab's panels do.
const onBlock = (attributes: BlockAttributes, edit: (style: StyleObject) => StyleObject) =>
  blockStyleChanges(attributes, edit(blockStyleValue(attributes)));
const colorChanges = (attributes: BlockAttributes, target: ColorTarget, choice: StyleChoice) =>
  onBlock(attributes, (style) => values.withColor(style, target, choice));
const fontSizeChanges = (attributes: BlockAttributes, choice: StyleChoice) =>
  onBlock(attributes, (style) => values.withFontSize(style, choice));
const typographyChanges = (
  attributes: BlockAttributes,
  key: 'textTransform',
  value: string | undefined,
) => onBlock(attributes, (style) => values.withTypography(style, key, value));
const readColor = (attributes: BlockAttributes, target: ColorTarget) =>
  values.readColor(blockStyleValue(attributes), target);
const readFontSize = (attributes: BlockAttributes) =>
  values.readFontSize(blockStyleValue(attributes));

describe('colour mapping', () => {
  it('writes a preset as its slug attribute and drops the custom value', () => {
    const attributes = { style: { color: { background: '#ff0000' } } };
    expect(colorChanges(attributes, 'background', { kind: 'preset', slug: 'accent' })).toEqual({
      backgroundColor: 'accent',
      style: undefined,
    });
  });

  it('writes a custom colour into style.color and drops the slug', () => {
    const attributes = { textColor: 'base', style: { typography: { lineHeight: '1.5' } } };
    expect(colorChanges(attributes, 'text', { kind: 'custom', value: '#123456' })).toEqual({
      textColor: undefined,
      style: { typography: { lineHeight: '1.5' }, color: { text: '#123456' } },
    });
  });

  it('writes the link colour as a preset reference in style.elements', () => {
    const changes = colorChanges({}, 'link', { kind: 'preset', slug: 'contrast' });
    expect(changes).toEqual({
      style: { elements: { link: { color: { text: 'var:preset|color|contrast' } } } },
    });
    expect(readColor({ ...changes }, 'link')).toEqual({ kind: 'preset', slug: 'contrast' });
  });

  it('reads slugs before custom values and resets to nothing', () => {
    expect(readColor({ backgroundColor: 'base' }, 'background')).toEqual({
      kind: 'preset',
      slug: 'base',
    });
    expect(readColor({ style: { color: { text: '#fff' } } }, 'text')).toEqual({
      kind: 'custom',
      value: '#fff',
    });
    expect(colorChanges({ textColor: 'base' }, 'text', null)).toEqual({
      textColor: undefined,
      style: undefined,
    });
  });
});

describe('typography mapping', () => {
  it('font size presets go to fontSize, custom sizes to style.typography.fontSize', () => {
    expect(fontSizeChanges({}, { kind: 'preset', slug: 'large' })).toEqual({
      fontSize: 'large',
      style: undefined,
    });
    const custom = fontSizeChanges({ fontSize: 'large' }, { kind: 'custom', value: '22px' });
    expect(custom).toEqual({ fontSize: undefined, style: { typography: { fontSize: '22px' } } });
    expect(readFontSize(custom)).toEqual({ kind: 'custom', value: '22px' });
  });

  it('sets and clears one typography value', () => {
    const set = typographyChanges({}, 'textTransform', 'uppercase');
    expect(set).toEqual({ style: { typography: { textTransform: 'uppercase' } } });
    expect(typographyChanges(set, 'textTransform', undefined)).toEqual({ style: undefined });
  });
});
