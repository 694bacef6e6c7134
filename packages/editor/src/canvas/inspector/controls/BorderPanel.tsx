import { presetGroups } from '../preset-options';
import { readStyle } from '../style-path';
import { borderChanges, borderColorChanges, readColor } from '../style-values';
import { borderFeatures } from '../supports-controls';
import type { BlockControlProps } from './block-control-props';
import { PanelSection } from './PanelSection';
import { PresetPicker } from './PresetPicker';
import { SelectField } from './SelectField';
import { TextField } from './TextField';

const STYLES = [
  { value: '', label: 'Default' },
  { value: 'solid', label: 'Solid' },
  { value: 'dashed', label: 'Dashed' },
  { value: 'dotted', label: 'Dotted' },
  { value: 'none', label: 'None' },
];

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Border colour, width, style and radius, normalised on every change (spec 3 §4). */
export function BorderPanel({ attributes, supports, settings, update }: BlockControlProps) {
  const features = borderFeatures(supports);
  const set = (changes: { width?: string; style?: string; radius?: string }, typing = false) =>
    update(borderChanges(attributes, changes), typing);
  return (
    <PanelSection title="Border">
      {features.color && (
        <PresetPicker
          label="Border color"
          groups={presetGroups(settings, 'color')}
          swatches
          value={readColor(attributes, 'border')}
          onChange={(choice, typing) => update(borderColorChanges(attributes, choice), typing)}
        />
      )}
      {features.width && (
        <TextField
          label="Border width"
          value={text(readStyle(attributes, ['border', 'width']))}
          onChange={(value) => set({ width: value }, true)}
        />
      )}
      {features.style && (
        <SelectField
          label="Border style"
          value={text(readStyle(attributes, ['border', 'style']))}
          options={STYLES}
          onChange={(value) => set({ style: value })}
        />
      )}
      {features.radius && (
        <TextField
          label="Radius"
          value={text(readStyle(attributes, ['border', 'radius']))}
          onChange={(value) => set({ radius: value }, true)}
        />
      )}
    </PanelSection>
  );
}
