import { useId } from 'react';
import type { PresetGroup } from '../preset-options';
import type { StyleChoice } from '../style-values';
import { useDraftInput } from './TextField';

interface PresetPickerProps {
  /** e.g. 'Text', 'Background', 'Font size'. */
  label: string;
  groups: readonly PresetGroup[];
  value: StyleChoice;
  /** `typing` is true for keystrokes in the custom field (one undo step for the word). */
  onChange(choice: StyleChoice, typing?: boolean): void;
  /** Colour swatches rather than names. */
  swatches?: boolean;
  customLabel?: string;
  /** Shown in the empty custom field, e.g. 'Mixed' when the sides it stands for differ. */
  placeholder?: string;
  /**
   * False when a surrounding fieldset already names the picker (a linked box inside its
   * 'Padding' group): no fieldset and legend of its own.
   */
  framed?: boolean;
}

/**
 * Presets grouped by origin (Theme, Default, Custom) plus a custom value field and a reset:
 * picking a preset gives `{preset slug}`, typing gives `{custom value}`.
 */
export function PresetPicker({
  label,
  groups,
  value,
  onChange,
  swatches = false,
  customLabel = `Custom ${label.toLowerCase()}`,
  placeholder,
  framed = true,
}: PresetPickerProps) {
  const customId = useId();
  const draft = useDraftInput(value?.kind === 'custom' ? value.value : '', (text) =>
    onChange(text === '' ? null : { kind: 'custom', value: text }, true),
  );
  const content = (
    <>
      {groups.map((group) => (
        <fieldset key={group.origin} className="atelier-inspector__origin-group">
          <legend className="atelier-inspector__origin">{group.label}</legend>
          <div className="atelier-inspector__options">
            {group.options.map((option) => {
              const pressed = value?.kind === 'preset' && value.slug === option.slug;
              return (
                <button
                  key={option.slug}
                  type="button"
                  className={swatches ? 'atelier-inspector__swatch' : undefined}
                  style={swatches ? { background: option.value } : undefined}
                  aria-pressed={pressed}
                  aria-label={swatches ? `${label} ${option.name}` : undefined}
                  title={option.name}
                  onClick={() => onChange({ kind: 'preset', slug: option.slug })}
                >
                  {swatches ? null : option.name}
                </button>
              );
            })}
          </div>
        </fieldset>
      ))}
      <label htmlFor={customId}>{customLabel}</label>
      <input id={customId} type="text" placeholder={placeholder} {...draft} />
      <button type="button" disabled={value === null} onClick={() => onChange(null)}>
        Reset {label.toLowerCase()}
      </button>
    </>
  );
  if (!framed) return <div className="atelier-inspector__presets">{content}</div>;
  return (
    <fieldset className="atelier-inspector__field atelier-inspector__presets">
      <legend>{label}</legend>
      {content}
    </fieldset>
  );
}
