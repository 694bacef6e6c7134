import { useId } from 'react';
import { useEntityStore } from '../../../data/entities/EntityStoreContext';
import { MediaChooser } from '../../inspector/block-settings/MediaChooser';
import type { BlockControlProps } from '../../inspector/controls/block-control-props';
import { PanelSection } from '../../inspector/controls/PanelSection';
import { PresetPicker } from '../../inspector/controls/PresetPicker';
import { TextField } from '../../inspector/controls/TextField';
import { presetGroups } from '../../inspector/preset-options';
import type { StyleChoice } from '../../inspector/style-values';
import { coverDimRatio, coverDimRatioChange, coverImageChanges } from './cover-values';

function overlayOf(attributes: Readonly<Record<string, unknown>>): StyleChoice {
  if (typeof attributes.overlayColor === 'string')
    return { kind: 'preset', slug: attributes.overlayColor };
  if (typeof attributes.customOverlayColor === 'string') {
    return { kind: 'custom', value: attributes.customOverlayColor };
  }
  return null;
}

/** The cover's overlay opacity: a 0–100 % slider by steps of 10, its value shown beside it. */
function OverlayOpacity({ value, onChange }: { value: number; onChange(value: string): void }) {
  const id = useId();
  // Dragging coalesces into one undo step; a step never spans two controls.
  const { markUndoBoundary } = useEntityStore();
  return (
    <div className="atelier-inspector__field">
      <label htmlFor={id}>Overlay opacity</label>
      <input
        id={id}
        type="range"
        min={0}
        max={100}
        step={10}
        value={value}
        aria-valuetext={`${value}%`}
        onFocus={markUndoBoundary}
        onBlur={markUndoBoundary}
        onChange={(event) => onChange(event.target.value)}
      />
      <output htmlFor={id}>{value}%</output>
    </div>
  );
}

/**
 * Cover: background image, overlay colour (palette or custom), overlay opacity and minimum height
 * in px.
 */
export function CoverSettings({ attributes, settings, update }: BlockControlProps) {
  const minHeight = attributes.minHeight;
  return (
    <PanelSection title="Settings">
      <MediaChooser
        label="Background image"
        onChoose={(item) => update(coverImageChanges(attributes, item))}
      />
      <PresetPicker
        label="Overlay"
        groups={presetGroups(settings, 'color')}
        swatches
        customLabel="Custom overlay color"
        value={overlayOf(attributes)}
        onChange={(choice, typing) =>
          update(
            {
              overlayColor: choice?.kind === 'preset' ? choice.slug : undefined,
              customOverlayColor: choice?.kind === 'custom' ? choice.value : undefined,
              isUserOverlayColor: choice === null ? undefined : true,
            },
            typing,
          )
        }
      />
      <OverlayOpacity
        value={coverDimRatio(attributes)}
        onChange={(value) => update(coverDimRatioChange(value), true)}
      />
      <TextField
        label="Minimum height (px)"
        type="number"
        min={0}
        value={typeof minHeight === 'number' ? String(minHeight) : ''}
        onChange={(value) =>
          update(
            value === ''
              ? { minHeight: undefined, minHeightUnit: undefined }
              : { minHeight: Number(value), minHeightUnit: 'px' },
            true,
          )
        }
      />
    </PanelSection>
  );
}
