import { presetGroups } from '../preset-options';
import { type ColorTarget, readColor, withColor } from '../style-values';
import { colorFeatures } from '../supports-controls';
import { blockStylePanel } from './block-style-panel';
import { PanelSection } from './PanelSection';
import { PresetPicker } from './PresetPicker';
import type { StylePanelProps } from './style-panel-props';

const TARGETS: readonly { target: ColorTarget; label: string }[] = [
  { target: 'text', label: 'Text' },
  { target: 'background', label: 'Background' },
  { target: 'link', label: 'Link' },
];

/** Text, background and link colours the supports allow, from the palettes or custom. */
export function ColorStylePanel({ value, onChange, supports, settings }: StylePanelProps) {
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
          value={readColor(value, target)}
          onChange={(choice, typing) => onChange(withColor(value, target, choice), typing)}
        />
      ))}
    </PanelSection>
  );
}

/** The Color panel of the Block tab. */
export const ColorPanel = blockStylePanel(ColorStylePanel);
