import type { ThemeJson } from '../types/theme-json';
import { isRecord, type UnknownRecord } from '../values/object-path';

/** Version 1 setting names and their version 2 replacements, per settings group. */
const V1_RENAMES: readonly (readonly [group: string, from: string, to: string])[] = [
  ['border', 'customRadius', 'radius'],
  ['spacing', 'customMargin', 'margin'],
  ['spacing', 'customPadding', 'padding'],
  ['typography', 'customLineHeight', 'lineHeight'],
];

function renameV1Settings(settings: UnknownRecord): UnknownRecord {
  const result: Record<string, unknown> = { ...settings };
  for (const [group, from, to] of V1_RENAMES) {
    const groupValue = result[group];
    if (!isRecord(groupValue) || !(from in groupValue)) continue;
    const { [from]: value, ...rest } = groupValue;
    result[group] = { [to]: value, ...rest };
  }
  return result;
}

/**
 * Version 2 themes that define their own font sizes or spacing sizes did not show the core
 * ones; version 3 shows them unless `defaultFontSizes` / `defaultSpacingSizes` is false, so the
 * migration sets those flags to keep such themes looking as designed.
 */
function keepV2PresetBehaviour(settings: UnknownRecord): UnknownRecord {
  const result: Record<string, unknown> = { ...settings };
  const typography = result.typography;
  if (
    isRecord(typography) &&
    typography.fontSizes !== undefined &&
    typography.defaultFontSizes === undefined
  ) {
    result.typography = { ...typography, defaultFontSizes: false };
  }
  const spacing = result.spacing;
  const definesSpacing =
    isRecord(spacing) && (spacing.spacingSizes !== undefined || spacing.spacingScale !== undefined);
  if (definesSpacing && isRecord(spacing) && spacing.defaultSpacingSizes === undefined) {
    result.spacing = { ...spacing, defaultSpacingSizes: false };
  }
  return result;
}

/**
 * Brings a theme or style variation file written for theme.json version 1 or 2 up to version 3:
 * v1 setting names are renamed (`customRadius` → `radius`, …) and v2 font/spacing size
 * behaviour is kept by turning the matching `default*` flag off. Version 3 (or unversioned) data
 * is returned unchanged. Pure: the input is never mutated.
 */
export function migrateThemeJson(themeJson: ThemeJson): ThemeJson {
  const version = themeJson.version;
  if (version === undefined || version >= 3) return themeJson;
  const settings: unknown = themeJson.settings;
  if (!isRecord(settings)) return { ...themeJson, version: 3 };
  let migrated = version < 2 ? renameV1Settings(settings) : settings;
  migrated = keepV2PresetBehaviour(migrated);
  return { ...themeJson, version: 3, settings: migrated } as ThemeJson;
}
