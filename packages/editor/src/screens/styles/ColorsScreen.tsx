import { getEffectivePresets, type ThemeJsonSettings } from '@atelier/theme-json';
import { Link } from '../../app/Link';
import { PresetPicker } from '../../canvas/inspector/controls/PresetPicker';
import { presetGroups } from '../../canvas/inspector/preset-options';
import { choiceFromRef, refFromChoice } from '../../canvas/inspector/style-values';
import { readPath } from '../../domain/global-styles/style-tree';
import { useGlobalStyles } from '../../domain/global-styles/use-global-styles';
import { ELEMENT_COLORS, SUMMARY_SWATCHES } from './color-elements';
import { plainStyleValue } from './preview-card';
import { StylesPanels, StylesScreenFrame } from './StylesScreenFrame';
import { stylesTarget } from './styles-links';

function PaletteSummary({ colors }: { colors: readonly string[] }) {
  const label = colors.length === 0 ? 'Add custom colors' : `${colors.length} colors`;
  return (
    <Link to={stylesTarget({ kind: 'palette' })} className="atelier-styles__palette-link">
      <span className="atelier-styles__palette-title">Palette</span>
      <span className="atelier-styles__palette-swatches" aria-hidden="true">
        {colors.slice(0, SUMMARY_SWATCHES).map((color, index) => (
          <span
            // Two presets may share a colour; their place in the palette tells them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is the palette's order
            key={index}
            className="atelier-styles__preview-swatch"
            style={{ background: color }}
          />
        ))}
      </span>
      <span className="atelier-styles__palette-count">{label}</span>
    </Link>
  );
}

/**
 * Colors (`/colors`): the palette summary (its first colours and their count, or 'Add custom
 * colors') leading to the palette, then the site's element colours.
 */
export function ColorsScreen() {
  const { merged, setStyle } = useGlobalStyles();
  const settings = merged.settings as ThemeJsonSettings;
  const colors = getEffectivePresets(settings, 'color').flatMap((preset) =>
    typeof preset.color === 'string' ? [preset.color] : [],
  );
  const groups = presetGroups(settings, 'color');
  return (
    <StylesScreenFrame title="Colors" screen={{ kind: 'colors' }}>
      <PaletteSummary colors={colors} />
      <StylesPanels>
        <div className="atelier-inspector__panel">
          <h2 className="atelier-inspector__panel-title">Elements</h2>
          {ELEMENT_COLORS.map(({ id, label, path }) => {
            const shown = readPath(merged.styles, path);
            return (
              <details key={id} className="atelier-styles__color">
                <summary>
                  <span
                    className="atelier-styles__preview-swatch"
                    style={{ background: plainStyleValue(merged.settings, shown) }}
                    aria-hidden="true"
                  />
                  {label}
                </summary>
                <PresetPicker
                  label={label}
                  groups={groups}
                  swatches
                  customLabel={`Custom ${label.toLowerCase()} color`}
                  value={choiceFromRef(shown, 'color')}
                  onChange={(choice, typing) =>
                    setStyle(path, refFromChoice(choice, 'color'), typing)
                  }
                />
              </details>
            );
          })}
        </div>
      </StylesPanels>
    </StylesScreenFrame>
  );
}
