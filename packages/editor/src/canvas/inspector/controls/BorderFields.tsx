import type { BorderChange, BorderValue } from '../border-sides';
import type { PresetGroup } from '../preset-options';
import { PresetPicker } from './PresetPicker';
import { SelectField } from './SelectField';
import { TextField } from './TextField';

const STYLES = [
  { value: 'solid', label: 'Solid' },
  { value: 'dashed', label: 'Dashed' },
  { value: 'dotted', label: 'Dotted' },
  { value: 'none', label: 'None' },
];

interface BorderFieldsProps {
  /** 'Border' for all sides, 'Top border'… for one: the fields are '{label} color'… */
  label: string;
  value: BorderValue;
  /** Parts the sides disagree on (linked fields over a split border): shown as 'Mixed'. */
  mixed?: Partial<Record<keyof BorderValue, boolean>>;
  features: { color: boolean; width: boolean; style: boolean };
  colors: readonly PresetGroup[];
  onChange(change: BorderChange, typing?: boolean): void;
}

/** Colour, width and style of a border (all sides, or one). */
export function BorderFields({
  label,
  value,
  mixed = {},
  features,
  colors,
  onChange,
}: BorderFieldsProps) {
  const placeholder = (part: keyof BorderValue) => (mixed[part] ? 'Mixed' : undefined);
  return (
    <>
      {features.color && (
        <PresetPicker
          label={`${label} color`}
          groups={colors}
          swatches
          value={value.color}
          placeholder={placeholder('color')}
          onChange={(color, typing) => onChange({ color }, typing)}
        />
      )}
      {features.width && (
        <TextField
          label={`${label} width`}
          value={value.width}
          placeholder={placeholder('width')}
          onChange={(width) => onChange({ width }, true)}
        />
      )}
      {features.style && (
        <SelectField
          label={`${label} style`}
          value={value.style}
          options={[{ value: '', label: mixed.style ? 'Mixed' : 'Default' }, ...STYLES]}
          onChange={(style) => onChange({ style })}
        />
      )}
    </>
  );
}
