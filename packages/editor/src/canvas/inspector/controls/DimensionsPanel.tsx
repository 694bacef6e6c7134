import { presetGroups } from '../preset-options';
import { readStyle, withStyle } from '../style-path';
import { readSpacing, spacingChanges } from '../style-values';
import { dimensionFeatures } from '../supports-controls';
import type { BlockControlProps } from './block-control-props';
import { PanelSection } from './PanelSection';
import { PresetPicker } from './PresetPicker';
import { TextField } from './TextField';

const ALL_SIDES = ['top', 'right', 'bottom', 'left'] as const;

function supportedSides(value: boolean | readonly string[] | undefined): readonly string[] {
  if (Array.isArray(value))
    return ALL_SIDES.filter(
      (side) =>
        value.includes(side) ||
        (value.includes('vertical') && (side === 'top' || side === 'bottom')) ||
        (value.includes('horizontal') && (side === 'left' || side === 'right')),
    );
  return ALL_SIDES;
}

/** Padding and margin (preset spacing values or lengths), block spacing and minimum height. */
export function DimensionsPanel({ attributes, supports, settings, update }: BlockControlProps) {
  const features = dimensionFeatures(supports);
  const spacingGroups = presetGroups(settings, 'spacing');
  const boxes = [
    {
      key: 'padding' as const,
      label: 'Padding',
      on: features.padding,
      sides: supportedSides(supports.spacing?.padding),
    },
    {
      key: 'margin' as const,
      label: 'Margin',
      on: features.margin,
      sides: supportedSides(supports.spacing?.margin),
    },
  ];
  const gap = readStyle(attributes, ['spacing', 'blockGap']);
  const minHeight = readStyle(attributes, ['dimensions', 'minHeight']);
  return (
    <PanelSection title="Dimensions">
      {boxes
        .filter((box) => box.on)
        .map((box) => (
          <PresetPicker
            key={box.key}
            label={box.label}
            groups={spacingGroups}
            value={readSpacing(attributes, box.key, box.sides)}
            onChange={(choice, typing) =>
              update(spacingChanges(attributes, box.key, box.sides, choice), typing)
            }
          />
        ))}
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
