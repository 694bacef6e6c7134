import { presetGroups } from '../preset-options';
import { readStyle } from '../style-path';
import {
  readFontFamily,
  readFontSize,
  withFontFamily,
  withFontSize,
  withTypography,
} from '../style-values';
import { typographyFeatures } from '../supports-controls';
import { ButtonGroup } from './ButtonGroup';
import { blockStylePanel } from './block-style-panel';
import { PanelSection } from './PanelSection';
import { PresetPicker } from './PresetPicker';
import { SelectField } from './SelectField';
import type { StylePanelProps } from './style-panel-props';
import { TextField } from './TextField';

const APPEARANCES = [
  { value: '', label: 'Default' },
  { value: '400|normal', label: 'Regular' },
  { value: '400|italic', label: 'Regular Italic' },
  { value: '300|normal', label: 'Light' },
  { value: '500|normal', label: 'Medium' },
  { value: '600|normal', label: 'Semi Bold' },
  { value: '700|normal', label: 'Bold' },
  { value: '700|italic', label: 'Bold Italic' },
];

const LETTER_CASES = [
  { value: 'none', label: 'None' },
  { value: 'uppercase', label: 'Uppercase' },
  { value: 'lowercase', label: 'Lowercase' },
  { value: 'capitalize', label: 'Capitalize' },
];

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** Font size, font family, line height, appearance and letter case the supports allow. */
export function TypographyStylePanel({ value, onChange, supports, settings }: StylePanelProps) {
  const features = typographyFeatures(supports);
  const weight = text(readStyle(value, ['typography', 'fontWeight']));
  const fontStyle = text(readStyle(value, ['typography', 'fontStyle']));
  const appearance =
    weight === '' && fontStyle === '' ? '' : `${weight || '400'}|${fontStyle || 'normal'}`;
  const families = presetGroups(settings, 'font-family').flatMap((group) => group.options);
  return (
    <PanelSection title="Typography">
      {features.fontSize && (
        <PresetPicker
          label="Font size"
          groups={presetGroups(settings, 'font-size')}
          value={readFontSize(value)}
          onChange={(choice, typing) => onChange(withFontSize(value, choice), typing)}
        />
      )}
      {features.fontFamily && (
        <SelectField
          label="Font family"
          value={readFontFamily(value)}
          options={[
            { value: '', label: 'Default' },
            ...families.map((f) => ({ value: f.slug, label: f.name })),
          ]}
          onChange={(slug) => onChange(withFontFamily(value, slug))}
        />
      )}
      {features.lineHeight && (
        <TextField
          label="Line height"
          type="number"
          value={text(readStyle(value, ['typography', 'lineHeight']))}
          onChange={(height) =>
            onChange(withTypography(value, 'lineHeight', height === '' ? undefined : height), true)
          }
        />
      )}
      {features.appearance && (
        <SelectField
          label="Appearance"
          value={appearance}
          options={APPEARANCES}
          onChange={(picked) => {
            const [nextWeight, nextStyle] =
              picked === '' ? [undefined, undefined] : picked.split('|');
            const withWeight = withTypography(value, 'fontWeight', nextWeight);
            onChange(withTypography(withWeight, 'fontStyle', nextStyle));
          }}
        />
      )}
      {features.letterCase && (
        <ButtonGroup
          label="Letter case"
          value={text(readStyle(value, ['typography', 'textTransform'])) || undefined}
          options={LETTER_CASES}
          onChange={(letterCase) => onChange(withTypography(value, 'textTransform', letterCase))}
        />
      )}
    </PanelSection>
  );
}

/** The Typography panel of the Block tab. */
export const TypographyPanel = blockStylePanel(TypographyStylePanel);
