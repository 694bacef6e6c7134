import { presetGroups } from '../preset-options';
import { readStyle } from '../style-path';
import { fontSizeChanges, readFontSize, typographyChanges } from '../style-values';
import { typographyFeatures } from '../supports-controls';
import { ButtonGroup } from './ButtonGroup';
import type { BlockControlProps } from './block-control-props';
import { PanelSection } from './PanelSection';
import { PresetPicker } from './PresetPicker';
import { SelectField } from './SelectField';
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

/** Font size, font family, line height, appearance and letter case the block supports. */
export function TypographyPanel({ attributes, supports, settings, update }: BlockControlProps) {
  const features = typographyFeatures(supports);
  const weight = text(readStyle(attributes, ['typography', 'fontWeight']));
  const fontStyle = text(readStyle(attributes, ['typography', 'fontStyle']));
  const appearance =
    weight === '' && fontStyle === '' ? '' : `${weight || '400'}|${fontStyle || 'normal'}`;
  const families = presetGroups(settings, 'font-family').flatMap((group) => group.options);
  return (
    <PanelSection title="Typography">
      {features.fontSize && (
        <PresetPicker
          label="Font size"
          groups={presetGroups(settings, 'font-size')}
          value={readFontSize(attributes)}
          onChange={(choice, typing) => update(fontSizeChanges(attributes, choice), typing)}
        />
      )}
      {features.fontFamily && (
        <SelectField
          label="Font family"
          value={text(attributes.fontFamily)}
          options={[
            { value: '', label: 'Default' },
            ...families.map((f) => ({ value: f.slug, label: f.name })),
          ]}
          onChange={(value) => update({ fontFamily: value === '' ? undefined : value })}
        />
      )}
      {features.lineHeight && (
        <TextField
          label="Line height"
          type="number"
          value={text(readStyle(attributes, ['typography', 'lineHeight']))}
          onChange={(value) =>
            update(
              typographyChanges(attributes, 'lineHeight', value === '' ? undefined : value),
              true,
            )
          }
        />
      )}
      {features.appearance && (
        <SelectField
          label="Appearance"
          value={appearance}
          options={APPEARANCES}
          onChange={(value) => {
            const [nextWeight, nextStyle] =
              value === '' ? [undefined, undefined] : value.split('|');
            const withWeight = {
              ...attributes,
              ...typographyChanges(attributes, 'fontWeight', nextWeight),
            };
            update({ style: typographyChanges(withWeight, 'fontStyle', nextStyle).style });
          }}
        />
      )}
      {features.letterCase && (
        <ButtonGroup
          label="Letter case"
          value={text(readStyle(attributes, ['typography', 'textTransform'])) || undefined}
          options={LETTER_CASES}
          onChange={(value) => update(typographyChanges(attributes, 'textTransform', value))}
        />
      )}
    </PanelSection>
  );
}
