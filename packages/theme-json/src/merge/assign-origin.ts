import { PRESET_METADATA } from '../presets/preset-metadata';
import { computeSpacingSizes } from '../presets/spacing-scale';
import type { PresetOrigin, SpacingScale, SpacingSizePreset } from '../types/presets';
import type { ThemeJson } from '../types/theme-json';
import { isRecord, type UnknownRecord } from '../values/object-path';

function withOriginPresets(settings: UnknownRecord, origin: PresetOrigin): UnknownRecord {
  const result: Record<string, unknown> = { ...settings };
  for (const metadata of PRESET_METADATA) {
    const [group, key] = metadata.path;
    const groupValue = result[group];
    if (!isRecord(groupValue)) continue;
    const presets = groupValue[key];
    if (!Array.isArray(presets)) continue;
    result[group] = { ...groupValue, [key]: { [origin]: presets } };
  }
  return withGeneratedSpacingSizes(result, origin);
}

function withGeneratedSpacingSizes(settings: UnknownRecord, origin: PresetOrigin): UnknownRecord {
  const spacing = settings.spacing;
  if (!isRecord(spacing) || !isRecord(spacing.spacingScale)) return settings;
  const generated = computeSpacingSizes(spacing.spacingScale as SpacingScale);
  if (generated.length === 0) return settings;
  const sizes = isRecord(spacing.spacingSizes) ? spacing.spacingSizes : {};
  const explicit = Array.isArray(sizes[origin]) ? (sizes[origin] as SpacingSizePreset[]) : [];
  const explicitSlugs = new Set(explicit.map((preset) => preset.slug));
  const combined = [...generated.filter((preset) => !explicitSlugs.has(preset.slug)), ...explicit];
  return { ...settings, spacing: { ...spacing, spacingSizes: { ...sizes, [origin]: combined } } };
}

/**
 * Returns a copy of a theme.json layer whose plain preset lists are keyed by `origin`
 * (`palette: [...]` → `palette: {theme: [...]}`), in the root settings and in every
 * `settings.blocks[name]`. Lists already keyed by origin are kept as they are. A
 * `spacing.spacingScale` in the layer adds its generated sizes to that origin's spacing sizes
 * (explicit sizes with the same slug win).
 */
export function assignPresetOrigin(themeJson: ThemeJson, origin: PresetOrigin): ThemeJson {
  const settings: unknown = themeJson.settings;
  if (!isRecord(settings)) return themeJson;
  const root = withOriginPresets(settings, origin);
  const blocks = settings.blocks;
  if (isRecord(blocks)) {
    const wrappedBlocks: Record<string, unknown> = {};
    for (const [name, blockSettings] of Object.entries(blocks)) {
      wrappedBlocks[name] = isRecord(blockSettings)
        ? withOriginPresets(blockSettings, origin)
        : blockSettings;
    }
    return { ...themeJson, settings: { ...root, blocks: wrappedBlocks } } as ThemeJson;
  }
  return { ...themeJson, settings: root } as ThemeJson;
}
