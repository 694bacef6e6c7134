import { readStyle, type StyleObject, withStyle } from './style-path';
import { choiceFromRef, refFromChoice, type StyleChoice } from './style-values';

/** A side of a box, in CSS order. */
export type Side = 'top' | 'right' | 'bottom' | 'left';

/** The four sides in CSS order (top, right, bottom, left). */
export const SIDES: readonly Side[] = ['top', 'right', 'bottom', 'left'];

/** Padding or margin: the two boxes of `style.spacing`. */
export type BoxKey = 'padding' | 'margin';

/** One field of the unlinked mode: its label and the sides it writes. */
export interface SideControl {
  /** `top`…`left`, or `vertical` / `horizontal` for axial supports. */
  id: string;
  label: string;
  sides: readonly Side[];
}

/** What a `supports.spacing.padding` / `margin` value allows. */
export interface BoxSupport {
  /** The sides the block may set, in CSS order (empty when unsupported). */
  sides: Side[];
  /** The fields of the unlinked mode, axes first, then single sides. */
  controls: SideControl[];
}

const AXES: readonly SideControl[] = [
  { id: 'vertical', label: 'Vertical', sides: ['top', 'bottom'] },
  { id: 'horizontal', label: 'Horizontal', sides: ['left', 'right'] },
];

const SIDE_LABELS: Record<Side, string> = {
  top: 'Top',
  right: 'Right',
  bottom: 'Bottom',
  left: 'Left',
};

const sideControl = (side: Side): SideControl => ({
  id: side,
  label: SIDE_LABELS[side],
  sides: [side],
});

/**
 * Reads a spacing support: `true` allows every side (four fields when unlinked); a list allows
 * the sides it names, where `vertical` and `horizontal` stand for top + bottom and left + right
 * and get one field each, as the block editor's axial box control does.
 */
export function boxSupport(support: boolean | readonly string[] | undefined): BoxSupport {
  if (support === true) return { sides: [...SIDES], controls: SIDES.map(sideControl) };
  if (!Array.isArray(support)) return { sides: [], controls: [] };
  const axes = AXES.filter((axis) => support.includes(axis.id));
  const covered = new Set(axes.flatMap((axis) => axis.sides));
  const singles = SIDES.filter((side) => support.includes(side) && !covered.has(side));
  const allowed = new Set([...covered, ...singles]);
  return {
    sides: SIDES.filter((side) => allowed.has(side)),
    controls: [...axes, ...singles.map(sideControl)],
  };
}

/**
 * The raw value of every side that has one. A single value (`"padding": "1rem"`) applies to all
 * four sides, as the renderer writes it.
 */
export function readBoxSides(style: StyleObject, key: BoxKey): Partial<Record<Side, string>> {
  const box = readStyle(style, ['spacing', key]);
  if (typeof box === 'string') {
    return box === '' ? {} : Object.fromEntries(SIDES.map((side) => [side, box]));
  }
  const values: Partial<Record<Side, string>> = {};
  for (const side of SIDES) {
    const value = readStyle(style, ['spacing', key, side]);
    if (typeof value === 'string' && value !== '') values[side] = value;
  }
  return values;
}

/** True when the given sides do not all hold the same value (one set, one unset counts). */
export function isBoxMixed(style: StyleObject, key: BoxKey, sides: readonly Side[]): boolean {
  const values = readBoxSides(style, key);
  return new Set(sides.map((side) => values[side])).size > 1;
}

/** The value the given sides share (a preset or a length), or null when unset or mixed. */
export function readBoxChoice(
  style: StyleObject,
  key: BoxKey,
  sides: readonly Side[],
): StyleChoice {
  const first = sides[0];
  if (first === undefined || isBoxMixed(style, key, sides)) return null;
  return choiceFromRef(readBoxSides(style, key)[first], 'spacing');
}

/**
 * The style with the given sides set to a choice (`var:preset|spacing|40` for a
 * preset, the length as typed otherwise) or, for `null`, remove them. Other sides keep their
 * values; a box left empty is removed, so no empty objects stay behind.
 */
export function withBox(
  style: StyleObject,
  key: BoxKey,
  sides: readonly Side[],
  choice: StyleChoice,
): StyleObject {
  const value = refFromChoice(choice, 'spacing');
  const box: Partial<Record<Side, string>> = { ...readBoxSides(style, key) };
  for (const side of sides) {
    if (value === undefined) delete box[side];
    else box[side] = value;
  }
  const ordered = Object.fromEntries(
    SIDES.filter((side) => box[side] !== undefined).map((side) => [side, box[side]]),
  );
  return withStyle(style, ['spacing', key], ordered);
}
