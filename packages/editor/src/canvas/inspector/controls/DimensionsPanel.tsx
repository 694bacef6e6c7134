import { presetGroups } from '../preset-options';
import { readStyle, withStyle } from '../style-path';
import { dimensionFeatures } from '../supports-controls';
import type { BlockControlProps } from './block-control-props';
import { PanelSection } from './PanelSection';
import { SpacingBoxControl } from './SpacingBoxControl';
import { TextField } from './TextField';

/** Padding and margin (linked or per side), block spacing and minimum height. */
export function DimensionsPanel({ attributes, supports, settings, update }: BlockControlProps) {
  const features = dimensionFeatures(supports);
  const spacingGroups = presetGroups(settings, 'spacing');
  const gap = readStyle(attributes, ['spacing', 'blockGap']);
  const minHeight = readStyle(attributes, ['dimensions', 'minHeight']);
  return (
    <PanelSection title="Dimensions">
      {features.padding && (
        <SpacingBoxControl
          label="Padding"
          box="padding"
          support={supports.spacing?.padding}
          attributes={attributes}
          groups={spacingGroups}
          update={update}
        />
      )}
      {features.margin && (
        <SpacingBoxControl
          label="Margin"
          box="margin"
          support={supports.spacing?.margin}
          attributes={attributes}
          groups={spacingGroups}
          update={update}
        />
      )}
      {features.blockGap && (
        <TextField
          label="Block spacing"
          value={typeof gap === 'string' ? gap : ''}
          onChange={(value) =>
            update({ style: withStyle(attributes, ['spacing', 'blockGap'], value) }, true)
          }
        />
      )}
      {features.minHeight && (
        <TextField
          label="Minimum height"
          value={typeof minHeight === 'string' ? minHeight : ''}
          onChange={(value) =>
            update({ style: withStyle(attributes, ['dimensions', 'minHeight'], value) }, true)
          }
        />
      )}
    </PanelSection>
  );
}
