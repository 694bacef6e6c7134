/** A CSS length split into number and unit. */
export interface CssLength {
  readonly value: number;
  readonly unit: string;
}

const ROOT_FONT_SIZE_PX = 16;

/** Rounds to at most `digits` decimals (3 by default). */
export function roundTo(value: number, digits = 3): number {
  const base = 10 ** digits;
  return Math.round(value * base) / base;
}

/**
 * Parses `12px`, `1.5rem` or `2em` (plain numbers count as px) and optionally converts it to
 * `coerceTo` using a 16px root size. Returns null for anything else (`clamp()`, `%`, `vw`…).
 */
export function parseCssLength(raw: unknown, coerceTo?: 'px' | 'rem' | 'em'): CssLength | null {
  let text: string;
  if (typeof raw === 'number' && Number.isFinite(raw)) text = `${raw}px`;
  else if (typeof raw === 'string') text = raw.trim();
  else return null;
  const match = /^(\d*\.?\d+)(px|rem|em)$/.exec(text);
  if (match === null) return null;
  let value = Number.parseFloat(match[1] ?? '');
  let unit = match[2] ?? '';
  const isRelative = (u: string) => u === 'em' || u === 'rem';
  if (coerceTo === 'px' && isRelative(unit)) {
    value *= ROOT_FONT_SIZE_PX;
    unit = 'px';
  } else if (unit === 'px' && coerceTo !== undefined && isRelative(coerceTo)) {
    value /= ROOT_FONT_SIZE_PX;
    unit = coerceTo;
  } else if (coerceTo !== undefined && isRelative(coerceTo) && isRelative(unit)) {
    unit = coerceTo;
  }
  return { value: roundTo(value), unit };
}
