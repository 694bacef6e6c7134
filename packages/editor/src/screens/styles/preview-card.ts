import { getEffectivePresets, type PresetKind, type ThemeJsonSettings } from '@atelier/theme-json';
import { readPath, type StyleTree } from '../../domain/global-styles/style-tree';

const PRESET_REF = /^var:preset\|([a-z-]+)\|(.+)$/;
const VALUE_FIELDS: Partial<Record<PresetKind, string>> = {
  color: 'color',
  'font-family': 'fontFamily',
};

/**
 * A style value as plain CSS for the sidebar, which has none of the site's custom properties:
 * a preset reference (`var:preset|color|accent`) becomes the preset's value.
 */
export function plainStyleValue(settings: StyleTree, value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  const match = PRESET_REF.exec(value);
  if (match === null) return value;
  const kind = match[1] as PresetKind;
  const field = VALUE_FIELDS[kind];
  if (field === undefined) return undefined;
  const preset = getEffectivePresets(settings as ThemeJsonSettings, kind).find(
    (p) => p.slug === match[2],
  );
  const resolved = preset?.[field];
  return typeof resolved === 'string' ? resolved : undefined;
}

/** What the root's preview card shows of the site's look. */
export interface PreviewCard {
  background: string | undefined;
  text: string | undefined;
  headingFont: string | undefined;
  headingColor: string | undefined;
  /** The palette's first colours (at most four). */
  swatches: string[];
}

/** The preview card from the merged settings and styles. */
export function previewCard(settings: StyleTree, styles: StyleTree): PreviewCard {
  const value = (path: readonly string[]) => plainStyleValue(settings, readPath(styles, path));
  const palette = getEffectivePresets(settings as ThemeJsonSettings, 'color').flatMap((preset) =>
    typeof preset.color === 'string' ? [preset.color] : [],
  );
  return {
    background: value(['color', 'background']),
    text: value(['color', 'text']),
    headingFont:
      value(['elements', 'heading', 'typography', 'fontFamily']) ??
      value(['typography', 'fontFamily']),
    headingColor: value(['elements', 'heading', 'color', 'text']) ?? value(['color', 'text']),
    swatches: palette.slice(0, 4),
  };
}
