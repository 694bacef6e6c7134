/**
 * The settings sections WordPress's theme global styles always carry (its core theme.json gives
 * each of them), in its order; a theme that sets none still answers them, empty.
 */
export const SETTINGS_SECTIONS = [
  'background',
  'border',
  'color',
  'dimensions',
  'layout',
  'position',
  'shadow',
  'spacing',
  'typography',
  'blocks',
] as const;

/** The settings with every section present: the theme's own values kept, missing ones `{}`. */
export function withSettingsSections(settings: Record<string, unknown>): Record<string, unknown> {
  const filled: Record<string, unknown> = { ...settings };
  for (const section of SETTINGS_SECTIONS) {
    const value = filled[section];
    if (value === undefined || value === null) filled[section] = {};
  }
  return filled;
}
