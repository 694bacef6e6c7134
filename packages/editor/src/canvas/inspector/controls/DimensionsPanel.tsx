import { presetGroups } from '../preset-options';
import { readStyle, withStyle } from '../style-path';
import { dimensionFeatures } from '../supports-controls';
import { blockStylePanel } from './block-style-panel';
import { PanelSection } from './PanelSection';
import { SpacingBoxControl } from './SpacingBoxControl';
import type { StylePanelProps } from './style-panel-props';
import { TextField } from './TextField';

/** Padding and margin (linked or per side), block spacing and minimum height. */
export function DimensionsStylePanel({ value, onChange, supports, settings }: StylePanelProps) {
  const features = dimensionFeatures(supports);
  const spacingGroups = presetGroups(settings, 'spacing');
  const gap = readStyle(value, ['spacing', 'blockGap']);
  const minHeight = readStyle(value, ['dimensions', 'minHeight']);
  return (
    <PanelSection title="Dimensions">
      {features.padding && (
        <SpacingBoxControl
          label="Padding"
          box="padding"
          support={supports.spacing?.padding}
          value={value}
          groups={spacingGroups}
          onChange={onChange}
        />
      )}
      {features.margin && (
        <SpacingBoxControl
          label="Margin"
          box="margin"
          support={supports.spacing?.margin}
          value={value}
          groups={spacingGroups}
          onChange={onChange}
        />
      )}
      {features.blockGap && (
        <TextField
          label="Block spacing"
          value={typeof gap === 'string' ? gap : ''}
          onChange={(next) => onChange(withStyle(value, ['spacing', 'blockGap'], next), true)}
        />
      )}
      {features.minHeight && (
        <TextField
          label="Minimum height"
          value={typeof minHeight === 'string' ? minHeight : ''}
          onChange={(next) => onChange(withStyle(value, ['dimensions', 'minHeight'], next), true)}
        />
      )}
    </PanelSection>
  );
}

/** The Dimensions panel of the Block tab. */
export const DimensionsPanel = blockStylePanel(DimensionsStylePanel);
