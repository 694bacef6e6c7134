import type { BlockAttributes } from '@atelier/blocks';
import { hasSplitBorders, normaliseBorder, withFallbackBorderStyle } from '@atelier/theme-json';
import { SIDES, type Side } from './box-sides';
import { readStyle, withStyle } from './style-path';
import { choiceFromRef, refFromChoice, type StyleChoice } from './style-values';

/** The border of one side, or of all sides at once: a colour, a width and a style ('' = none). */
export interface BorderValue {
  color: StyleChoice;
  width: string;
  style: string;
}

/** A change to a border: only the parts given change. */
export type BorderChange = Partial<BorderValue>;

/** The linked (all sides) border as the controls show it, with the parts the sides disagree on. */
export interface LinkedBorder {
  value: BorderValue;
  mixed: Record<keyof BorderValue, boolean>;
}

/** A corner of the border radius, in the block editor's order. */
export type Corner = 'topLeft' | 'topRight' | 'bottomRight' | 'bottomLeft';

/** The four corners, clockwise from the top left. */
export const CORNERS: readonly Corner[] = ['topLeft', 'topRight', 'bottomRight', 'bottomLeft'];

/** The radius as the controls show it: one value, per-corner values, and whether they differ. */
export interface RadiusValue {
  linked: string;
  corners: Record<Corner, string>;
  mixed: boolean;
}

type Plain = Record<string, unknown>;

const EMPTY: BorderValue = { color: null, width: '', style: '' };

const text = (value: unknown): string =>
  typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';

function plain(value: unknown): Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Plain)
    : {};
}

function sameChoice(a: StyleChoice, b: StyleChoice): boolean {
  if (a === null || b === null) return a === b;
  if (a.kind === 'preset') return b.kind === 'preset' && a.slug === b.slug;
  return b.kind === 'custom' && a.value === b.value;
}

function sameValue(a: BorderValue, b: BorderValue): boolean {
  return sameChoice(a.color, b.color) && a.width === b.width && a.style === b.style;
}

function border(attributes: BlockAttributes): Plain {
  return plain(readStyle(attributes, ['border']));
}

/** The flat border: the `borderColor` preset slug or `style.border.color`, width and style. */
export function readFlatBorder(attributes: BlockAttributes): BorderValue {
  const current = border(attributes);
  const slug = attributes.borderColor;
  return {
    color:
      typeof slug === 'string' && slug !== ''
        ? { kind: 'preset', slug }
        : choiceFromRef(current.color, 'color'),
    width: text(current.width),
    style: text(current.style),
  };
}

/** True when the border is written per side (`style.border.top`…). */
export function isBorderSplit(attributes: BlockAttributes): boolean {
  return hasSplitBorders(border(attributes));
}

/**
 * The border of every side: the per-side values of a split border (its flat values acting as
 * defaults, as the renderer's normalisation does), or the flat border repeated on each side.
 */
export function readBorderSides(attributes: BlockAttributes): Record<Side, BorderValue> {
  const flat = readFlatBorder(attributes);
  const current = border(attributes);
  const split = hasSplitBorders(current);
  const sides = {} as Record<Side, BorderValue>;
  for (const side of SIDES) {
    const own = plain(current[side]);
    sides[side] = split
      ? {
          color: own.color === undefined ? flat.color : choiceFromRef(own.color, 'color'),
          width: text(own.width) || flat.width,
          style: text(own.style) || flat.style,
        }
      : { ...flat };
  }
  return sides;
}

/** True when the sides of a split border differ: the border panel then opens unlinked. */
export function isBorderMixed(attributes: BlockAttributes): boolean {
  if (!isBorderSplit(attributes)) return false;
  const sides = readBorderSides(attributes);
  return SIDES.some((side) => !sameValue(sides[side], sides.top));
}

/** The all-sides border the linked controls show: a part the sides disagree on is marked mixed. */
export function readLinkedBorder(attributes: BlockAttributes): LinkedBorder {
  if (!isBorderSplit(attributes)) {
    return {
      value: readFlatBorder(attributes),
      mixed: { color: false, width: false, style: false },
    };
  }
  const bySide = readBorderSides(attributes);
  const sides = SIDES.map((side) => bySide[side]);
  const first = sides[0] ?? EMPTY;
  const mixed = {
    color: sides.some((side) => !sameChoice(side.color, first.color)),
    width: sides.some((side) => side.width !== first.width),
    style: sides.some((side) => side.style !== first.style),
  };
  return {
    value: {
      color: mixed.color ? null : first.color,
      width: mixed.width ? '' : first.width,
      style: mixed.style ? '' : first.style,
    },
    mixed,
  };
}

/**
 * A change applied to a border value. Clearing the colour or the width of a border that is left
 * with neither also drops its style: that style only served to draw them (a lone `solid` would
 * draw a medium border in the text colour).
 */
function applyChange(value: BorderValue, change: BorderChange): BorderValue {
  const next = { ...value, ...change };
  const cleared = change.color === null || change.width === '';
  if (cleared && change.style === undefined && next.color === null && next.width === '') {
    next.style = '';
  }
  return next;
}

const orUndefined = (value: string) => (value === '' ? undefined : value);

/** An object without its unset entries, so no `undefined` keys reach the attributes. */
function defined(values: Plain): Plain {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined && value !== ''),
  );
}

/** A side's values as `style.border.{side}`: colours as preset references or as typed. */
function sideStyle(value: BorderValue): Plain {
  return {
    color: refFromChoice(value.color, 'color'),
    width: orUndefined(value.width),
    style: orUndefined(value.style),
  };
}

/** Writes a flat border: a preset colour goes to `borderColor`, the rest to `style.border`. */
function flatChanges(attributes: BlockAttributes, value: BorderValue): BlockAttributes {
  const preset = value.color?.kind === 'preset' ? value.color.slug : undefined;
  // A preset colour still asks for a visible style (spec 3 §4).
  const normalised = withFallbackBorderStyle({
    color: preset === undefined ? refFromChoice(value.color, 'color') : `preset:${preset}`,
    width: orUndefined(value.width),
    style: orUndefined(value.style),
  });
  const next = defined({
    color: preset === undefined ? normalised.color : undefined,
    width: normalised.width,
    style: normalised.style,
    radius: border(attributes).radius,
  });
  return { borderColor: preset, style: withStyle(attributes, ['border'], next) };
}

/** Writes a split border: every side's values, normalised (spec 3 §4); `borderColor` goes. */
function splitChanges(
  attributes: BlockAttributes,
  sides: Record<Side, BorderValue>,
): BlockAttributes {
  const radius = border(attributes).radius;
  const normalised = normaliseBorder({
    top: sideStyle(sides.top),
    right: sideStyle(sides.right),
    bottom: sideStyle(sides.bottom),
    left: sideStyle(sides.left),
  });
  const next = defined({ ...normalised, radius });
  return { borderColor: undefined, style: withStyle(attributes, ['border'], next) };
}

/**
 * A change from the linked controls. A flat border (or a split one whose sides agree) stays or
 * becomes flat; when the sides differ, the change is applied to every side and the parts it does
 * not touch keep their per-side values.
 */
export function linkedBorderChanges(
  attributes: BlockAttributes,
  change: BorderChange,
): BlockAttributes {
  if (isBorderMixed(attributes)) {
    const sides = readBorderSides(attributes);
    const changed = Object.fromEntries(
      SIDES.map((side) => [side, applyChange(sides[side], change)]),
    ) as Record<Side, BorderValue>;
    return splitChanges(attributes, changed);
  }
  return flatChanges(attributes, applyChange(readLinkedBorder(attributes).value, change));
}

/** A change to one side: the border becomes (or stays) split, the other sides keep theirs. */
export function sideBorderChanges(
  attributes: BlockAttributes,
  side: Side,
  change: BorderChange,
): BlockAttributes {
  const sides = readBorderSides(attributes);
  return splitChanges(attributes, { ...sides, [side]: applyChange(sides[side], change) });
}

/** The radius: one value for all corners, or per corner (`style.border.radius.topLeft`…). */
export function readRadius(attributes: BlockAttributes): RadiusValue {
  const radius = border(attributes).radius;
  if (typeof radius === 'string' || typeof radius === 'number') {
    const value = text(radius);
    return {
      linked: value,
      corners: { topLeft: value, topRight: value, bottomRight: value, bottomLeft: value },
      mixed: false,
    };
  }
  const own = plain(radius);
  const corners = Object.fromEntries(
    CORNERS.map((corner) => [corner, text(own[corner])]),
  ) as Record<Corner, string>;
  const mixed = CORNERS.some((corner) => corners[corner] !== corners.topLeft);
  return { linked: mixed ? '' : corners.topLeft, corners, mixed };
}

/** Sets (or, with '', removes) the radius of every corner as one value. */
export function radiusChanges(attributes: BlockAttributes, value: string): BlockAttributes {
  return { style: withStyle(attributes, ['border', 'radius'], orUndefined(value)) };
}

/** Sets (or, with '', removes) one corner's radius; the others keep theirs. */
export function cornerRadiusChanges(
  attributes: BlockAttributes,
  corner: Corner,
  value: string,
): BlockAttributes {
  const { corners } = readRadius(attributes);
  const next = { ...corners, [corner]: value };
  const written = Object.fromEntries(
    CORNERS.filter((name) => next[name] !== '').map((name) => [name, next[name]]),
  );
  return { style: withStyle(attributes, ['border', 'radius'], written) };
}
