import { PRESET_METADATA, type PresetMetadata } from '../presets/preset-metadata';
import { type AnyPreset, getEffectivePresets } from '../presets/presets-by-origin';
import type { FontSizeFluid } from '../types/presets';
import type { BlockSettings, ThemeJsonSettings } from '../types/settings';
import {
  isCssColor,
  isCssFontFamily,
  isCssGradient,
  isCssLength,
  isCssShadow,
  isSafeCssValue,
} from '../values/css-value-types';
import { getFontSizeValue } from '../values/fluid-typography';
import { toKebabCase } from '../values/kebab-case';
import { isRecord } from '../values/object-path';
import type { Declaration } from './ruleset';

const FONT_SIZE_KEYWORDS = ['small', 'medium', 'large', 'x-large', 'xx-large'];

/** The type a preset's value must have to be written, by preset kind. */
const PRESET_VALUE_CHECKS: Readonly<Record<PresetMetadata['kind'], (value: string) => boolean>> = {
  color: isCssColor,
  gradient: isCssGradient,
  duotone: (value) => /^url\(#wp-duotone-[a-z0-9-]+\)$/.test(value),
  'font-size': (value) => isCssLength(value, { keywords: FONT_SIZE_KEYWORDS }),
  'font-family': isCssFontFamily,
  spacing: (value) => isCssLength(value),
  shadow: isCssShadow,
};

/** The custom property of a preset: (`color`, `Accent 2`) → `--wp--preset--color--accent-2`. */
export function presetCustomProperty(kind: string, slug: string): string {
  return `--wp--preset--${kind}--${toKebabCase(slug)}`;
}

function presetValue(
  metadata: PresetMetadata,
  preset: AnyPreset,
  rootSettings: ThemeJsonSettings | undefined,
): string | undefined {
  if (metadata.kind === 'duotone') return `url(#wp-duotone-${toKebabCase(preset.slug)})`;
  const value = preset[metadata.valueKey];
  if (metadata.kind === 'font-size' && (typeof value === 'string' || typeof value === 'number')) {
    const fluid = preset.fluid as FontSizeFluid | true | undefined;
    return getFontSizeValue({ size: value, fluid }, rootSettings);
  }
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * The `--wp--preset--*` declarations of one settings node (root or one block): every offered
 * preset of every kind, one per slug, font sizes made fluid when enabled. A preset whose value is
 * not of its kind's type (colour, gradient, length, font family, shadow) is left out.
 */
export function computePresetDeclarations(
  settings: BlockSettings | undefined,
  rootSettings: ThemeJsonSettings | undefined,
): Declaration[] {
  const declarations: Declaration[] = [];
  for (const metadata of PRESET_METADATA) {
    for (const preset of getEffectivePresets(settings, metadata.kind)) {
      const value = presetValue(metadata, preset, rootSettings);
      if (value === undefined || !PRESET_VALUE_CHECKS[metadata.kind](value)) continue;
      declarations.push({ property: presetCustomProperty(metadata.kind, preset.slug), value });
    }
  }
  return declarations;
}

/**
 * The `--wp--custom--*` declarations of `settings.custom`: keys become kebab case and nesting
 * is joined with `--` (`{lineHeight: {body: 1.6}}` → `--wp--custom--line-height--body: 1.6`).
 * Values outside the strict CSS value grammar (`isSafeCssValue`) are left out.
 */
export function computeCustomDeclarations(custom: unknown): Declaration[] {
  const declarations: Declaration[] = [];
  const visit = (value: unknown, prefix: string) => {
    if (!isRecord(value)) return;
    for (const [key, child] of Object.entries(value)) {
      const name = `${prefix}--${toKebabCase(key)}`;
      if (isRecord(child)) visit(child, name);
      else if ((typeof child === 'string' || typeof child === 'number') && isSafeCssValue(child)) {
        declarations.push({ property: name, value: String(child) });
      }
    }
  };
  visit(custom, '--wp--custom');
  return declarations;
}
