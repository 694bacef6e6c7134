import { presetGroups } from '../preset-options';
import { type ColorTarget, colorChanges, readColor } from '../style-values';
import { colorFeatures } from '../supports-controls';
import type { BlockControlProps } from './block-control-props';
import { PanelSection } from './PanelSection';
import { PresetPicker } from './PresetPicker';

const TARGETS: readonly { target: ColorTarget; label: string }[] = [
  { target: 'text', label: 'Text' },
  { target: 'background', label: 'Background' },
  { target: 'link', label: 'Link' },
];

/** Text, background and link colours the block supports, from the palettes or custom. */
export function ColorPanel({ attributes, supports, settings, update }: BlockControlProps) {
  const features = colorFeatures(supports);
  const groups = presetGroups(settings, 'color');
  return (
    <PanelSection title="Color">
      {TARGETS.filter(({ target }) => features[target]).map(({ target, label }) => (
        <PresetPicker
          key={target}
          label={label}
          groups={groups}
          swatches
          customLabel={`Custom ${label.toLowerCase()} color`}
          value={readColor(attributes, target)}
          onChange={(choice, typing) => update(colorChanges(attributes, target, choice), typing)}
        />
      ))}
    </PanelSection>
  );
}
