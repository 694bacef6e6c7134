import type { SpacingScale, SpacingSizePreset } from '../types/presets';

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

function stepDown(value: number, scale: Required<SpacingScale>): number {
  if (scale.operator === '+') return value - scale.increment;
  return scale.increment > 1 ? value / scale.increment : value * scale.increment;
}

function stepUp(value: number, scale: Required<SpacingScale>): number {
  if (scale.operator === '+') return value + scale.increment;
  return scale.increment >= 1 ? value * scale.increment : value / scale.increment;
}

function isCompleteScale(scale: SpacingScale): scale is Required<SpacingScale> {
  return (
    (scale.operator === '*' || scale.operator === '+') &&
    typeof scale.increment === 'number' &&
    typeof scale.steps === 'number' &&
    typeof scale.mediumStep === 'number' &&
    typeof scale.unit === 'string'
  );
}

/**
 * Generates spacing size presets from a spacing scale, as block themes expect: slug `50` is the
 * medium step, smaller steps count down by 10 (`40` Small, `30` X-Small, `20` 2X-Small…), larger
 * steps count up (`60` Large, `70` X-Large, `80` 2X-Large…). Sizes are rounded to 2 decimals.
 * An incomplete scale or `steps: 0` yields no sizes.
 */
export function computeSpacingSizes(scale: SpacingScale): SpacingSizePreset[] {
  if (!isCompleteScale(scale) || scale.steps <= 0) return [];
  const unit = scale.unit;
  const midpoint = Math.round(scale.steps / 2);
  const below: SpacingSizePreset[] = [];
  let current = scale.mediumStep;
  let slug = 40;
  let unplacedBelow = 0;
  const stepsBelow = scale.steps > 1 ? midpoint - 1 : 0;
  for (let index = 0; index < stepsBelow && slug > 0; index++) {
    current = stepDown(current, scale);
    if (current <= 0) {
      unplacedBelow = stepsBelow - index;
      break;
    }
    const name = index === 0 ? 'Small' : index === 1 ? 'X-Small' : `${index}X-Small`;
    below.push({ name, slug: String(slug), size: `${round2(current)}${unit}` });
    slug -= 10;
  }
  const sizes: SpacingSizePreset[] = below.reverse();
  sizes.push({ name: 'Medium', slug: '50', size: `${scale.mediumStep}${unit}` });
  current = scale.mediumStep;
  slug = 60;
  const stepsAbove = scale.steps - midpoint + unplacedBelow;
  for (let index = 0; index < stepsAbove; index++) {
    current = stepUp(current, scale);
    const name = index === 0 ? 'Large' : index === 1 ? 'X-Large' : `${index}X-Large`;
    sizes.push({ name, slug: String(slug), size: `${round2(current)}${unit}` });
    slug += 10;
  }
  return sizes;
}
