import { hasSplitBorders, normaliseBorder, withFallbackBorderStyle } from '@atelier/theme-json';
import { SIDES, type Side } from './box-sides';
import { readStyle, type StyleObject, withStyle } from './style-path';
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

function border(style: StyleObject): Plain {
  return plain(readStyle(style, ['border']));
}

/** The flat border: `border.color` (a preset reference or custom), width and style. */
export function readFlatBorder(style: StyleObject): BorderValue {
  const current = border(style);
  return {
    color: choiceFromRef(current.color, 'color'),
    width: text(current.width),
    style: text(current.style),
  };
}

/** True when the border is written per side (`style.border.top`…). */
export function isBorderSplit(style: StyleObject): boolean {
  return hasSplitBorders(border(style));
}

/**
 * The border of every side: the per-side values of a split border (its flat values acting as
 * defaults, as the renderer's normalisation does), or the flat border repeated on each side.
 */
export function readBorderSides(style: StyleObject): Record<Side, BorderValue> {
  const flat = readFlatBorder(style);
  const current = border(style);
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
export function isBorderMixed(style: StyleObject): boolean {
  if (!isBorderSplit(style)) return false;
  const sides = readBorderSides(style);
  return SIDES.some((side) => !sameValue(sides[side], sides.top));
}

/** The all-sides border the linked controls show: a part the sides disagree on is marked mixed. */
export function readLinkedBorder(style: StyleObject): LinkedBorder {
  if (!isBorderSplit(style)) {
    return {
      value: readFlatBorder(style),
      mixed: { color: false, width: false, style: false },
    };
  }
  const bySide = readBorderSides(style);
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

/** An object without its unset entries, so no `undefined` keys reach the style. */
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

/**
 * Writes a flat border, normalised: a colour (a preset as `var:preset|color|slug`) or a width
 * asks for a visible style (spec 3 §4).
 */
function withFlatBorder(style: StyleObject, value: BorderValue): StyleObject {
  const normalised = withFallbackBorderStyle({
    color: refFromChoice(value.color, 'color'),
    width: orUndefined(value.width),
    style: orUndefined(value.style),
  });
  const next = defined({
    color: normalised.color,
    width: normalised.width,
    style: normalised.style,
    radius: border(style).radius,
  });
  return withStyle(style, ['border'], next);
}

/** Writes a split border: every side's values, normalised (spec 3 §4); flat values go. */
function withSplitBorder(style: StyleObject, sides: Record<Side, BorderValue>): StyleObject {
  const radius = border(style).radius;
  const normalised = normaliseBorder({
    top: sideStyle(sides.top),
    right: sideStyle(sides.right),
    bottom: sideStyle(sides.bottom),
    left: sideStyle(sides.left),
  });
  const next = defined({ ...normalised, radius });
  return withStyle(style, ['border'], next);
}

/**
 * A change from the linked controls. A flat border (or a split one whose sides agree) stays or
 * becomes flat; when the sides differ, the change is applied to every side and the parts it does
 * not touch keep their per-side values.
 */
export function withLinkedBorder(style: StyleObject, change: BorderChange): StyleObject {
  if (isBorderMixed(style)) {
    const sides = readBorderSides(style);
    const changed = Object.fromEntries(
      SIDES.map((side) => [side, applyChange(sides[side], change)]),
    ) as Record<Side, BorderValue>;
    return withSplitBorder(style, changed);
  }
  return withFlatBorder(style, applyChange(readLinkedBorder(style).value, change));
}

/** A change to one side: the border becomes (or stays) split, the other sides keep theirs. */
export function withSideBorder(style: StyleObject, side: Side, change: BorderChange): StyleObject {
  const sides = readBorderSides(style);
  return withSplitBorder(style, { ...sides, [side]: applyChange(sides[side], change) });
}

/** The radius: one value for all corners, or per corner (`style.border.radius.topLeft`…). */
export function readRadius(style: StyleObject): RadiusValue {
  const radius = border(style).radius;
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
export function withRadius(style: StyleObject, value: string): StyleObject {
  return withStyle(style, ['border', 'radius'], orUndefined(value));
}

/** Sets (or, with '', removes) one corner's radius; the others keep theirs. */
export function withCornerRadius(style: StyleObject, corner: Corner, value: string): StyleObject {
  const { corners } = readRadius(style);
  const next = { ...corners, [corner]: value };
  const written = Object.fromEntries(
    CORNERS.filter((name) => next[name] !== '').map((name) => [name, next[name]]),
  );
  return withStyle(style, ['border', 'radius'], written);
}
