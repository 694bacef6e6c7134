import type { BlockAttributes } from '../grammar/block-node';
import { addStyle, emptyOutput, readPath, type SupportOutput, stringValue } from './style-value';

const SIDES = ['top', 'right', 'bottom', 'left'] as const;
const CORNERS: [key: string, property: string][] = [
  ['topLeft', 'border-top-left-radius'],
  ['topRight', 'border-top-right-radius'],
  ['bottomLeft', 'border-bottom-left-radius'],
  ['bottomRight', 'border-bottom-right-radius'],
];

/**
 * Border support: `has-border-color has-{slug}-border-color` for a preset colour, inline
 * width, style, colour and radius (per side and per corner too).
 */
export function borderOutput(attributes: BlockAttributes): SupportOutput {
  const out = emptyOutput();
  const border = readPath(attributes.style, ['border']);
  const slug = stringValue(attributes.borderColor);
  const customColor = stringValue(readPath(border, ['color']));
  if (slug !== undefined || customColor !== undefined) out.classes.push('has-border-color');
  if (slug !== undefined) out.classes.push(`has-${slug}-border-color`);

  if (slug === undefined) addStyle(out, 'border-color', customColor);
  addStyle(out, 'border-style', readPath(border, ['style']));
  addStyle(out, 'border-width', readPath(border, ['width']));
  const radius = readPath(border, ['radius']);
  if (typeof radius === 'object' && radius !== null) {
    for (const [key, property] of CORNERS) addStyle(out, property, readPath(radius, [key]));
  } else {
    addStyle(out, 'border-radius', radius);
  }
  for (const side of SIDES) {
    addStyle(out, `border-${side}-color`, readPath(border, [side, 'color']));
    addStyle(out, `border-${side}-style`, readPath(border, [side, 'style']));
    addStyle(out, `border-${side}-width`, readPath(border, [side, 'width']));
  }
  return out;
}
