import type { BorderSide, BorderStyles, StyleValue } from '../types/styles';

/** The four sides of a split border. */
export const BORDER_SIDES = ['top', 'right', 'bottom', 'left'] as const;

function isSet(value: StyleValue | undefined): boolean {
  return value !== undefined && value !== null && value !== '';
}

function compact(side: BorderSide): BorderSide | undefined {
  const result: { color?: StyleValue; style?: StyleValue; width?: StyleValue } = {};
  if (isSet(side.color)) result.color = side.color;
  if (isSet(side.style)) result.style = side.style;
  if (isSet(side.width)) result.width = side.width;
  return Object.keys(result).length > 0 ? result : undefined;
}

/** A zero width (`0`, `0px`, `0em`…) draws nothing, so it does not call for a style. */
function isVisibleWidth(width: StyleValue | undefined): boolean {
  if (!isSet(width)) return false;
  return !(
    width === 0 ||
    (typeof width === 'string' && /^(0+\.?0*|\.0+)[a-z%]*$/i.test(width.trim()))
  );
}

/**
 * Gives a border side a visible style: a side with a colour or a (non-zero) width but no style
 * gets `solid`; anything else is returned as it is.
 */
export function withFallbackBorderStyle(side: BorderSide): BorderSide {
  if (isSet(side.style) || !(isSet(side.color) || isVisibleWidth(side.width))) return side;
  return { ...side, style: 'solid' };
}

/** True when a border has any per-side value (`top`, `right`, `bottom`, `left`). */
export function hasSplitBorders(border: BorderStyles | undefined): boolean {
  return BORDER_SIDES.some((side) => border?.[side] !== undefined);
}

/**
 * Normalises a border value (spec 3 §4), purely:
 * - a flat border with a colour or width but no style gets `style: 'solid'`;
 * - a split border (any side set) becomes per-side values only: the flat colour, style and width
 *   act as defaults for every side, each side then gets the `solid` fallback, and sides left with
 *   nothing are dropped;
 * - `radius` is kept untouched; empty values are removed.
 * Returns `undefined` when nothing is left.
 */
export function normaliseBorder(border: BorderStyles | undefined): BorderStyles | undefined {
  if (border === undefined) return undefined;
  const radius = border.radius;
  const flat: BorderSide = { color: border.color, style: border.style, width: border.width };
  const result: {
    -readonly [K in keyof BorderStyles]: BorderStyles[K];
  } = {};
  if (hasSplitBorders(border)) {
    for (const sideName of BORDER_SIDES) {
      const merged = compact({ ...compact(flat), ...compact(border[sideName] ?? {}) });
      if (merged !== undefined) result[sideName] = withFallbackBorderStyle(merged);
    }
  } else {
    const side = compact(flat);
    if (side !== undefined) Object.assign(result, withFallbackBorderStyle(side));
  }
  if (radius !== undefined && radius !== '') result.radius = radius;
  return Object.keys(result).length > 0 ? result : undefined;
}
