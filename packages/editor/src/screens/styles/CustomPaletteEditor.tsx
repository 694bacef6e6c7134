import { TextField } from '../../canvas/inspector/controls/TextField';
import {
  addCustomPreset,
  type CustomPreset,
  customPalettePath,
  type PaletteKind,
  readCustomPalette,
  recolorCustomPreset,
  removeCustomPreset,
  renameCustomPreset,
  toThemeJsonPresets,
} from '../../domain/global-styles/custom-palette';
import { useGlobalStyles } from '../../domain/global-styles/use-global-styles';

const EMPTY_MESSAGES: Record<PaletteKind, string> = {
  color: 'Custom colors are empty! Add some colors to create your own color palette.',
  gradient: 'Custom gradients are empty! Add some gradients to create your own palette.',
};

const NOUNS: Record<PaletteKind, string> = { color: 'color', gradient: 'gradient' };
const NOUNS_TITLE: Record<PaletteKind, string> = { color: 'Color', gradient: 'Gradient' };

/** The Custom section of a palette tab: add, rename, recolour and remove the user's own. */
export function CustomPaletteEditor({ kind }: { kind: PaletteKind }) {
  const { userSettings, setSetting } = useGlobalStyles();
  const list = readCustomPalette(userSettings, kind);
  const write = (next: readonly CustomPreset[], typing = false) =>
    setSetting(
      customPalettePath(kind),
      next.length === 0 ? undefined : toThemeJsonPresets(next, kind),
      typing,
    );
  const noun = NOUNS[kind];
  return (
    <section className="atelier-styles__palette-section" aria-label="Custom">
      <div className="atelier-styles__palette-heading">
        <h3 className="atelier-inspector__origin">Custom</h3>
        <button type="button" onClick={() => write(addCustomPreset(list, kind))}>
          Add {noun}
        </button>
      </div>
      {list.length === 0 ? (
        <p className="atelier-inspector__help">{EMPTY_MESSAGES[kind]}</p>
      ) : (
        <ul className="atelier-styles__custom-list">
          {list.map((preset, index) => (
            <li key={preset.slug} className="atelier-styles__custom-item">
              {kind === 'color' ? (
                <label className="atelier-styles__color-input">
                  <span className="atelier-styles__visually-hidden">Color of {preset.name}</span>
                  <input
                    type="color"
                    value={preset.value}
                    onChange={(event) =>
                      write(recolorCustomPreset(list, preset.slug, event.target.value), true)
                    }
                  />
                </label>
              ) : (
                <span
                  className="atelier-styles__preview-swatch"
                  style={{ background: preset.value }}
                  aria-hidden="true"
                />
              )}
              <TextField
                label={`${NOUNS_TITLE[kind]} ${index + 1} name`}
                value={preset.name}
                onChange={(name) => write(renameCustomPreset(list, preset.slug, name), true)}
              />
              {kind === 'gradient' && (
                <TextField
                  label={`Gradient of ${preset.name}`}
                  value={preset.value}
                  onChange={(value) => write(recolorCustomPreset(list, preset.slug, value), true)}
                />
              )}
              <button type="button" onClick={() => write(removeCustomPreset(list, preset.slug))}>
                Remove {preset.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
