import type { BlockAttributes } from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import { blockStyleChanges, blockStyleValue } from './block-style';
import type { BorderChange, Corner } from './border-sides';
import * as border from './border-sides';
import type { Side } from './box-sides';
import type { StyleObject } from './style-path';

// What a block gets: each style edit goes through the block adapter, as the Block tab's panels do.
const onBlock = (attributes: BlockAttributes, edit: (style: StyleObject) => StyleObject) =>
  blockStyleChanges(attributes, edit(blockStyleValue(attributes)));
const linkedBorderChanges = (attributes: BlockAttributes, change: BorderChange) =>
  onBlock(attributes, (style) => border.withLinkedBorder(style, change));
const sideBorderChanges = (attributes: BlockAttributes, side: Side, change: BorderChange) =>
  onBlock(attributes, (style) => border.withSideBorder(style, side, change));
const radiusChanges = (attributes: BlockAttributes, value: string) =>
  onBlock(attributes, (style) => border.withRadius(style, value));
const cornerRadiusChanges = (attributes: BlockAttributes, corner: Corner, value: string) =>
  onBlock(attributes, (style) => border.withCornerRadius(style, corner, value));
const isBorderMixed = (attributes: BlockAttributes) =>
  border.isBorderMixed(blockStyleValue(attributes));
const isBorderSplit = (attributes: BlockAttributes) =>
  border.isBorderSplit(blockStyleValue(attributes));
const readBorderSides = (attributes: BlockAttributes) =>
  border.readBorderSides(blockStyleValue(attributes));
const readLinkedBorder = (attributes: BlockAttributes) =>
  border.readLinkedBorder(blockStyleValue(attributes));
const readRadius = (attributes: BlockAttributes) => border.readRadius(blockStyleValue(attributes));

const accent = { kind: 'preset', slug: 'accent' } as const;

describe('linked border (spec 3 §4)', () => {
  it('a width without a style gets solid', () => {
    expect(linkedBorderChanges({}, { width: '2px' })).toEqual({
      borderColor: undefined,
      style: { border: { width: '2px', style: 'solid' } },
    });
  });

  it('a preset colour is the borderColor slug and still gets a style', () => {
    expect(linkedBorderChanges({}, { color: accent })).toEqual({
      borderColor: 'accent',
      style: { border: { style: 'solid' } },
    });
  });

  it('a custom colour stays in style.border.color, the radius is kept', () => {
    const start = { borderColor: 'accent', style: { border: { radius: '4px' } } };
    expect(linkedBorderChanges(start, { color: { kind: 'custom', value: '#000' } })).toEqual({
      borderColor: undefined,
      style: { border: { color: '#000', style: 'solid', radius: '4px' } },
    });
  });

  it('clearing the width of a border with no colour drops the style it needed', () => {
    const start = linkedBorderChanges({}, { width: '2px' });
    expect(linkedBorderChanges(start, { width: '' })).toEqual({
      borderColor: undefined,
      style: undefined,
    });
    // An explicit style chosen with the same change stays.
    expect(linkedBorderChanges(start, { width: '', style: 'dashed' }).style).toEqual({
      border: { style: 'dashed' },
    });
  });

  it('a split border whose sides agree is shown linked and written flat again', () => {
    const split = {
      style: {
        border: Object.fromEntries(
          ['top', 'right', 'bottom', 'left'].map((side) => [
            side,
            { width: '1px', style: 'solid', color: 'var:preset|color|accent' },
          ]),
        ),
      },
    };
    expect(isBorderSplit(split)).toBe(true);
    expect(isBorderMixed(split)).toBe(false);
    expect(readLinkedBorder(split).value).toEqual({ color: accent, width: '1px', style: 'solid' });
    expect(linkedBorderChanges(split, { width: '3px' })).toEqual({
      borderColor: 'accent',
      style: { border: { width: '3px', style: 'solid' } },
    });
  });

  it('with mixed sides a linked change goes to every side, other parts stay per side', () => {
    const mixed = {
      style: {
        border: { top: { width: '1px', style: 'solid' }, left: { width: '4px', style: 'dotted' } },
      },
    };
    expect(isBorderMixed(mixed)).toBe(true);
    const linked = readLinkedBorder(mixed);
    expect(linked.mixed).toEqual({ color: false, width: true, style: true });
    expect(linked.value.width).toBe('');
    expect(linkedBorderChanges(mixed, { color: accent }).style).toEqual({
      border: {
        top: { color: 'var:preset|color|accent', width: '1px', style: 'solid' },
        right: { color: 'var:preset|color|accent', style: 'solid' },
        bottom: { color: 'var:preset|color|accent', style: 'solid' },
        left: { color: 'var:preset|color|accent', width: '4px', style: 'dotted' },
      },
    });
  });
});

describe('per-side border', () => {
  it('one side of an empty border: only that side is written, with the solid fallback', () => {
    expect(sideBorderChanges({}, 'left', { width: '4px', color: accent })).toEqual({
      borderColor: undefined,
      style: {
        border: { left: { color: 'var:preset|color|accent', width: '4px', style: 'solid' } },
      },
    });
  });

  it('unlinking a flat border starts every side from it; the preset slug becomes a reference', () => {
    const flat = { borderColor: 'accent', style: { border: { width: '1px', style: 'solid' } } };
    expect(readBorderSides(flat).right).toEqual({ color: accent, width: '1px', style: 'solid' });
    const changed = sideBorderChanges(flat, 'bottom', { width: '6px' });
    const side = { color: 'var:preset|color|accent', width: '1px', style: 'solid' };
    expect(changed).toEqual({
      borderColor: undefined,
      style: { border: { top: side, right: side, bottom: { ...side, width: '6px' }, left: side } },
    });
  });

  it('clearing a side removes it; the last one takes style.border with it', () => {
    const one = sideBorderChanges({}, 'left', { width: '4px' });
    const cleared = sideBorderChanges(one, 'left', { width: '' });
    expect(cleared).toEqual({ borderColor: undefined, style: undefined });
  });

  it('keeps the radius and other styles', () => {
    const start = { style: { border: { radius: '8px' }, color: { text: '#111' } } };
    expect(sideBorderChanges(start, 'top', { style: 'dashed' }).style).toEqual({
      border: { top: { style: 'dashed' }, radius: '8px' },
      color: { text: '#111' },
    });
  });
});

describe('radius', () => {
  it('one value for all corners', () => {
    expect(radiusChanges({}, '6px')).toEqual({ style: { border: { radius: '6px' } } });
    expect(readRadius({ style: { border: { radius: '6px' } } })).toEqual({
      linked: '6px',
      corners: { topLeft: '6px', topRight: '6px', bottomRight: '6px', bottomLeft: '6px' },
      mixed: false,
    });
    expect(radiusChanges({ style: { border: { radius: '6px' } } }, '')).toEqual({
      style: undefined,
    });
  });

  it('a corner of a single radius splits it; different corners are mixed', () => {
    const corner = cornerRadiusChanges({ style: { border: { radius: '6px' } } }, 'topLeft', '0');
    expect(corner.style).toEqual({
      border: { radius: { topLeft: '0', topRight: '6px', bottomRight: '6px', bottomLeft: '6px' } },
    });
    expect(readRadius(corner).mixed).toBe(true);
    expect(readRadius(corner).linked).toBe('');
  });

  it('clearing corners removes them and leaves no empty object', () => {
    const one = cornerRadiusChanges({}, 'bottomRight', '12px');
    expect(one.style).toEqual({ border: { radius: { bottomRight: '12px' } } });
    expect(cornerRadiusChanges(one, 'bottomRight', '')).toEqual({ style: undefined });
  });

  it('border edits keep per-corner radii', () => {
    const start = { style: { border: { radius: { topLeft: '3px' } } } };
    expect(linkedBorderChanges(start, { width: '1px' }).style).toEqual({
      border: { width: '1px', style: 'solid', radius: { topLeft: '3px' } },
    });
  });
});
