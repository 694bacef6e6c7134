import type { PresetOrigin, PresetsByOrigin } from '../types/presets';
import type { BlockSettings } from '../types/settings';
import { getAtPath, isRecord } from '../values/object-path';
import { getPresetMetadata, type PresetKind } from './preset-metadata';

/** A preset of any kind: it always has a slug; other fields depend on the kind. */
export interface AnyPreset {
  readonly slug: string;
  readonly name?: string;
  readonly [field: string]: unknown;
}

function isPreset(value: unknown): value is AnyPreset {
  return isRecord(value) && typeof value.slug === 'string' && value.slug !== '';
}

function presetList(value: unknown): AnyPreset[] {
  return Array.isArray(value) ? value.filter(isPreset) : [];
}

/**
 * The presets of one kind that merged settings offer, per origin. When the kind's default flag
 * (`defaultPalette`, `defaultGradients`, `defaultDuotone`, `defaultFontSizes`,
 * `defaultSpacingSizes`, `shadow.defaultPresets`) is false the `default` list is left out; when it
 * is true (the default), theme presets reusing a default slug are dropped so that core slugs keep
 * their core values. Plain (unkeyed) lists are read as theme presets.
 */
export function getPresetsByOrigin(
  settings: BlockSettings | undefined,
  kind: PresetKind,
): PresetsByOrigin<AnyPreset> {
  const metadata = getPresetMetadata(kind);
  const raw = getAtPath(settings, metadata.path);
  const keyed: Record<string, unknown> = Array.isArray(raw)
    ? { theme: raw }
    : isRecord(raw)
      ? raw
      : {};
  const flag = metadata.defaultFlag ? getAtPath(settings, metadata.defaultFlag) : true;
  const defaultsOffered = flag !== false;
  const result: { [O in PresetOrigin]?: AnyPreset[] } = {};
  const defaults = presetList(keyed.default);
  if (defaultsOffered && defaults.length > 0) result.default = defaults;
  if (keyed.theme !== undefined) {
    const defaultSlugs = new Set(
      metadata.defaultFlag && defaultsOffered ? defaults.map((p) => p.slug) : [],
    );
    result.theme = presetList(keyed.theme).filter((preset) => !defaultSlugs.has(preset.slug));
  }
  if (keyed.custom !== undefined) result.custom = presetList(keyed.custom);
  return result;
}

/**
 * The presets of one kind that end up as CSS: the offered origins in order
 * default < theme < custom, one entry per slug (a later origin's value wins, the first
 * position is kept).
 */
export function getEffectivePresets(
  settings: BlockSettings | undefined,
  kind: PresetKind,
): AnyPreset[] {
  const byOrigin = getPresetsByOrigin(settings, kind);
  const bySlug = new Map<string, AnyPreset>();
  for (const origin of ['default', 'theme', 'custom'] as const) {
    for (const preset of byOrigin[origin] ?? []) bySlug.set(preset.slug, preset);
  }
  return [...bySlug.values()];
}
