import type { BlockControlProps } from '../controls/block-control-props';
import { PanelSection } from '../controls/PanelSection';
import { PresetPicker } from '../controls/PresetPicker';
import { TextField } from '../controls/TextField';
import { presetGroups } from '../preset-options';
import type { StyleChoice } from '../style-values';
import { MediaChooser } from './MediaChooser';

function overlayOf(attributes: Readonly<Record<string, unknown>>): StyleChoice {
  if (typeof attributes.overlayColor === 'string')
    return { kind: 'preset', slug: attributes.overlayColor };
  if (typeof attributes.customOverlayColor === 'string') {
    return { kind: 'custom', value: attributes.customOverlayColor };
  }
  return null;
}

/** Cover: background image, overlay colour (palette or custom) and minimum height in px. */
export function CoverSettings({ attributes, settings, update }: BlockControlProps) {
  const minHeight = attributes.minHeight;
  return (
    <PanelSection title="Settings">
      <MediaChooser
        label="Background image"
        onChoose={(item) => update({ url: item.url, id: item.id, alt: item.alt })}
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
