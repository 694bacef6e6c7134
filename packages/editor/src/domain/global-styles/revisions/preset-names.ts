import { getEffectivePresets, PRESET_METADATA, type ThemeJsonSettings } from '@atelier/theme-json';
import type { StyleTree } from './revision-entries';

/** The name a preset is shown by ('Indigo' for the colour `accent`), when it is known. */
export type PresetName = (kind: string, slug: string) => string | undefined;

/** A reference to a preset: its kind (`color`, `font-size`…) and its slug. */
export interface PresetReference {
  readonly kind: string;
  readonly slug: string;
}

const STYLE_REFERENCE = /^var:preset\|([a-z]+(?:-[a-z]+)*)\|(.+)$/;
const CSS_REFERENCE = /^var\(--wp--preset--([a-z]+(?:-[a-z]+)*)--([^)]+)\)$/;

/**
 * The preset a style value refers to, in either form the styles hold: `var:preset|color|accent`
 * or `var(--wp--preset--color--accent)`; null for any other value.
 */
export function presetReference(value: string): PresetReference | null {
  const match = STYLE_REFERENCE.exec(value) ?? CSS_REFERENCE.exec(value.trim());
  if (match === null || match[1] === undefined || match[2] === undefined) return null;
  return { kind: match[1], slug: match[2] };
}

/**
 * The names of the presets offered by merged settings (core defaults, theme and user), of every
 * kind. Several settings may be given (a revision's and the current ones): the first that names
 * a slug wins, so a colour deleted since a revision is still called by its name there.
 */
export function presetNames(settingsTrees: readonly StyleTree[]): PresetName {
  const names = new Map<string, string>();
  for (const settings of settingsTrees) {
    for (const { kind } of PRESET_METADATA) {
      for (const preset of getEffectivePresets(settings as ThemeJsonSettings, kind)) {
        const key = `${kind}|${preset.slug}`;
        if (!names.has(key) && typeof preset.name === 'string' && preset.name !== '') {
          names.set(key, preset.name);
        }
      }
    }
  }
  return (kind, slug) => names.get(`${kind}|${slug}`);
}
