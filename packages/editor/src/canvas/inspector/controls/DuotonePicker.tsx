import type { DuotoneChoice, DuotoneGroup } from '../duotone-options';

/** The 'Unset' swatch: a white circle crossed by a red line. */
export const UNSET_SWATCH =
  'linear-gradient(135deg, transparent 46%, #cc1818 46%, #cc1818 54%, transparent 54%), #ffffff';

interface DuotonePickerProps {
  groups: readonly DuotoneGroup[];
  value: DuotoneChoice;
  onChange(choice: DuotoneChoice): void;
}

/**
 * The duotone filters as swatches grouped by origin (Theme, Default, Custom), 'Unset' (no filter,
 * not even one the block would inherit) first, and a reset back to none chosen.
 */
export function DuotonePicker({ groups, value, onChange }: DuotonePickerProps) {
  return (
    <fieldset className="atelier-inspector__field atelier-inspector__presets">
      <legend>Duotone</legend>
      <div className="atelier-inspector__options">
        <button
          type="button"
          className="atelier-inspector__swatch"
          style={{ background: UNSET_SWATCH }}
          aria-label="Unset"
          title="Unset"
          aria-pressed={value?.kind === 'unset'}
          onClick={() => onChange({ kind: 'unset' })}
        />
      </div>
      {groups.map((group) => (
        <fieldset key={group.origin} className="atelier-inspector__origin-group">
          <legend className="atelier-inspector__origin">{group.label}</legend>
          <div className="atelier-inspector__options">
            {group.options.map((option) => (
              <button
                key={option.slug}
                type="button"
                className="atelier-inspector__swatch"
                style={{ background: option.swatch }}
                aria-label={`Duotone ${option.name}`}
                title={option.name}
                aria-pressed={value?.kind === 'preset' && value.slug === option.slug}
                onClick={() => onChange({ kind: 'preset', slug: option.slug })}
              />
            ))}
          </div>
        </fieldset>
      ))}
      {groups.length === 0 && <p className="atelier-inspector__help">No duotone filters.</p>}
      <button type="button" disabled={value === null} onClick={() => onChange(null)}>
        Reset duotone
      </button>
    </fieldset>
  );
}
