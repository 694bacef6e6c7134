import type { BlockAttributes } from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import { blockStyleChanges, blockStyleValue } from './block-style';
import * as box from './box-sides';
import { type BoxKey, boxSupport, type Side } from './box-sides';
import type { StyleChoice } from './style-values';

// What a block gets: each style edit goes through the block adapter, as the Block tab's panels do.
const boxChanges = (
  attributes: BlockAttributes,
  key: BoxKey,
  sides: readonly Side[],
  choice: StyleChoice,
) => blockStyleChanges(attributes, box.withBox(blockStyleValue(attributes), key, sides, choice));
const readBoxSides = (attributes: BlockAttributes, key: BoxKey) =>
  box.readBoxSides(blockStyleValue(attributes), key);
const isBoxMixed = (attributes: BlockAttributes, key: BoxKey, sides: readonly Side[]) =>
  box.isBoxMixed(blockStyleValue(attributes), key, sides);
const readBoxChoice = (attributes: BlockAttributes, key: BoxKey, sides: readonly Side[]) =>
  box.readBoxChoice(blockStyleValue(attributes), key, sides);

const ALL = ['top', 'right', 'bottom', 'left'] as const;

describe('spacing supports → sides and fields', () => {
  it('true allows every side, one field per side', () => {
    const support = boxSupport(true);
    expect(support.sides).toEqual(ALL);
    expect(support.controls.map((control) => control.label)).toEqual([
      'Top',
      'Right',
      'Bottom',
      'Left',
    ]);
  });

  it('a list of sides allows only those (the separator and spacer margins)', () => {
    const support = boxSupport(['top', 'bottom']);
    expect(support.sides).toEqual(['top', 'bottom']);
    expect(support.controls.map((control) => control.label)).toEqual(['Top', 'Bottom']);
  });

  it('vertical and horizontal are axes: one field each, writing two sides (the button)', () => {
    const support = boxSupport(['horizontal', 'vertical']);
    expect(support.sides).toEqual(ALL);
    expect(support.controls).toEqual([
      { id: 'vertical', label: 'Vertical', sides: ['top', 'bottom'] },
      { id: 'horizontal', label: 'Horizontal', sides: ['left', 'right'] },
    ]);
    expect(boxSupport(['vertical', 'left']).sides).toEqual(['top', 'bottom', 'left']);
  });

  it('false, undefined and an empty list allow nothing', () => {
    expect(boxSupport(false).sides).toEqual([]);
    expect(boxSupport(undefined).controls).toEqual([]);
    expect(boxSupport([]).sides).toEqual([]);
  });
});

describe('reading a box', () => {
  const mixed = {
    style: {
      spacing: { padding: { top: 'var:preset|spacing|40', bottom: '2rem' } },
    },
  };

  it('reads per-side values and a single value for all sides', () => {
    expect(readBoxSides(mixed, 'padding')).toEqual({
      top: 'var:preset|spacing|40',
      bottom: '2rem',
    });
    expect(readBoxSides({ style: { spacing: { margin: '1rem' } } }, 'margin')).toEqual({
      top: '1rem',
      right: '1rem',
      bottom: '1rem',
      left: '1rem',
    });
    expect(readBoxSides({}, 'padding')).toEqual({});
  });

  it('top ≠ bottom is mixed (the panel opens unlinked); equal or empty sides are not', () => {
    expect(isBoxMixed(mixed, 'padding', ALL)).toBe(true);
    expect(readBoxChoice(mixed, 'padding', ALL)).toBeNull();
    const same = boxChanges({}, 'padding', ALL, { kind: 'preset', slug: '30' });
    expect(isBoxMixed(same, 'padding', ALL)).toBe(false);
    expect(isBoxMixed({}, 'padding', ALL)).toBe(false);
    expect(readBoxChoice(same, 'padding', ALL)).toEqual({ kind: 'preset', slug: '30' });
  });

  it('one side set and the others not counts as mixed', () => {
    const topOnly = { style: { spacing: { padding: { top: '1rem' } } } };
    expect(isBoxMixed(topOnly, 'padding', ALL)).toBe(true);
    // …but not within the sides of one field.
    expect(isBoxMixed(topOnly, 'padding', ['top'])).toBe(false);
    expect(readBoxChoice(topOnly, 'padding', ['top'])).toEqual({ kind: 'custom', value: '1rem' });
  });
});

describe('writing a box', () => {
  it('linked: a preset goes to every supported side as a preset reference', () => {
    expect(boxChanges({}, 'margin', ['top', 'bottom'], { kind: 'preset', slug: '50' })).toEqual({
      style: {
        spacing: { margin: { top: 'var:preset|spacing|50', bottom: 'var:preset|spacing|50' } },
      },
    });
  });

  it('unlinked: one side changes, the others keep their values', () => {
    const start = boxChanges({}, 'padding', ALL, { kind: 'custom', value: '10px' });
    expect(boxChanges(start, 'padding', ['top'], { kind: 'preset', slug: '40' })).toEqual({
      style: {
        spacing: {
          padding: { top: 'var:preset|spacing|40', right: '10px', bottom: '10px', left: '10px' },
        },
      },
    });
  });

  it('an axis writes both of its sides', () => {
    expect(
      boxChanges({}, 'padding', ['left', 'right'], { kind: 'custom', value: '2em' }).style,
    ).toEqual({ spacing: { padding: { right: '2em', left: '2em' } } });
  });

  it('clearing a side removes it, and the last side takes the empty box and style with it', () => {
    const start = {
      style: { spacing: { padding: { top: '1rem', left: '2rem' }, blockGap: '0' } },
    };
    const one = boxChanges(start, 'padding', ['top'], null);
    expect(one.style).toEqual({ spacing: { padding: { left: '2rem' }, blockGap: '0' } });
    const none = boxChanges(one, 'padding', ['left'], null);
    expect(none.style).toEqual({ spacing: { blockGap: '0' } });
    expect(
      boxChanges({ style: { spacing: { margin: { top: '1px' } } } }, 'margin', ALL, null),
    ).toEqual({ style: undefined });
  });

  it('a single value is split into sides before one side changes', () => {
    const start = { style: { spacing: { padding: '1rem' } } };
    expect(boxChanges(start, 'padding', ['left'], null).style).toEqual({
      spacing: { padding: { top: '1rem', right: '1rem', bottom: '1rem' } },
    });
  });

  it('never changes the attributes it reads', () => {
    const start = Object.freeze({
      style: Object.freeze({ spacing: Object.freeze({ padding: Object.freeze({ top: '1px' }) }) }),
    });
    expect(() =>
      boxChanges(start, 'padding', ['top'], { kind: 'custom', value: '2px' }),
    ).not.toThrow();
    expect(start.style.spacing.padding.top).toBe('1px');
  });
});
