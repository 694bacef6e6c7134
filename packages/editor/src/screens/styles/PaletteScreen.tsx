import type { ThemeJsonSettings } from '@atelier/theme-json';
import { useId, useState } from 'react';
import { presetGroups } from '../../canvas/inspector/preset-options';
import type { PaletteKind } from '../../domain/global-styles/custom-palette';
import { useGlobalStyles } from '../../domain/global-styles/use-global-styles';
import { CustomPaletteEditor } from './CustomPaletteEditor';
import { duotoneSwatches } from './duotone-swatches';
import { StylesPanels, StylesScreenFrame } from './StylesScreenFrame';

const TABS: readonly { kind: PaletteKind; label: string }[] = [
  { kind: 'color', label: 'Solid' },
  { kind: 'gradient', label: 'Gradient' },
];

/** The Theme and Default sections of a tab: the presets a person can use but not change. */
function ReadOnlyPresets({ kind }: { kind: PaletteKind }) {
  const { merged } = useGlobalStyles();
  const groups = presetGroups(merged.settings as ThemeJsonSettings, kind).filter(
    (group) => group.origin !== 'custom',
  );
  return groups.map((group) => (
    <section
      key={group.origin}
      className="atelier-styles__palette-section"
      aria-label={group.label}
    >
      <h3 className="atelier-inspector__origin">{group.label}</h3>
      <ul className="atelier-styles__swatches">
        {group.options.map((option) => (
          <li
            key={option.slug}
            className="atelier-styles__preview-swatch is-large"
            style={{ background: option.value }}
            title={option.name}
          >
            <span className="atelier-styles__visually-hidden">{option.name}</span>
          </li>
        ))}
      </ul>
    </section>
  ));
}

/** The Gradient tab's Duotone list: the filters images can take (read only). */
function DuotoneList() {
  const { merged } = useGlobalStyles();
  const swatches = duotoneSwatches(merged.settings);
  if (swatches.length === 0) return null;
  return (
    <section className="atelier-styles__palette-section" aria-label="Duotone">
      <h3 className="atelier-inspector__origin">Duotone</h3>
      <ul className="atelier-styles__swatches">
        {swatches.map((swatch) => (
          <li
            key={swatch.slug}
            className="atelier-styles__preview-swatch is-large"
            style={{ background: swatch.background }}
            title={swatch.name}
          >
            <span className="atelier-styles__visually-hidden">{swatch.name}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Colors → Palette (`/colors/palette`): Solid and Gradient tabs, each Theme, Default, Custom;
 * the Gradient tab also lists the duotone filters.
 */
export function PaletteScreen() {
  const [kind, setKind] = useState<PaletteKind>('color');
  const id = useId();
  return (
    <StylesScreenFrame title="Palette" screen={{ kind: 'palette' }}>
      <StylesPanels>
        <div className="atelier-inspector__header" role="tablist" aria-label="Palette">
          {TABS.map((tab) => (
            <button
              key={tab.kind}
              type="button"
              role="tab"
              id={`${id}-${tab.kind}`}
              aria-selected={kind === tab.kind}
              aria-controls={`${id}-panel`}
              onClick={() => setKind(tab.kind)}
            >
              {tab.label}
            </button>
          ))}
        </div>
        <div
          id={`${id}-panel`}
          role="tabpanel"
          aria-labelledby={`${id}-${kind}`}
          className="atelier-inspector__panel"
        >
          <ReadOnlyPresets kind={kind} />
          <CustomPaletteEditor key={kind} kind={kind} />
          {kind === 'gradient' && <DuotoneList />}
        </div>
      </StylesPanels>
    </StylesScreenFrame>
  );
}
