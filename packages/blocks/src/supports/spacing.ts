import type { BlockAttributes } from '../grammar/block-node';
import { addStyle, emptyOutput, readPath, type SupportOutput } from './style-value';

const SIDES = ['top', 'right', 'bottom', 'left'] as const;

/** Adds `padding` / `margin` declarations for a single value or per-side values. */
function addBoxStyles(out: SupportOutput, property: string, value: unknown): void {
  if (typeof value === 'string') {
    addStyle(out, property, value);
    return;
  }
  for (const side of SIDES) addStyle(out, `${property}-${side}`, readPath(value, [side]));
}

/** Spacing support: inline margin, then padding (block gap belongs to layout). */
export function spacingOutput(attributes: BlockAttributes): SupportOutput {
  const out = emptyOutput();
  addBoxStyles(out, 'margin', readPath(attributes.style, ['spacing', 'margin']));
  addBoxStyles(out, 'padding', readPath(attributes.style, ['spacing', 'padding']));
  return out;
}
