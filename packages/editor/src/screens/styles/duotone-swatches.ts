import { getPresetsByOrigin, type ThemeJsonSettings } from '@atelier/theme-json';
import type { StyleTree } from '../../domain/global-styles/style-tree';

/** One duotone filter as the Gradient tab shows it: its name and a two-colour swatch. */
export interface DuotoneSwatch {
  slug: string;
  name: string;
  /** A gradient from the shadow colour to the highlight colour. */
  background: string;
}

/** The duotone filters the palette offers (theme, then default, then custom), as swatches. */
export function duotoneSwatches(settings: StyleTree): DuotoneSwatch[] {
  const byOrigin = getPresetsByOrigin(settings as ThemeJsonSettings, 'duotone');
  return (['theme', 'default', 'custom'] as const).flatMap((origin) =>
    (byOrigin[origin] ?? []).flatMap((preset) => {
      const colors = Array.isArray(preset.colors)
        ? preset.colors.filter((color): color is string => typeof color === 'string')
        : [];
      if (colors.length === 0) return [];
      const name =
        typeof preset.name === 'string' && preset.name !== '' ? preset.name : preset.slug;
      return [
        { slug: preset.slug, name, background: `linear-gradient(135deg, ${colors.join(', ')})` },
      ];
    }),
  );
}
