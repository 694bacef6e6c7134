import type { ThemeJson } from '@atelier/theme-json';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A theme.json layer from a REST answer (anything else gives an empty layer). */
export function themeJsonLayer(value: unknown): ThemeJson {
  if (!isObject(value)) return { version: 3 };
  return {
    version: 3,
    ...(isObject(value.settings) ? { settings: value.settings } : {}),
    ...(isObject(value.styles) ? { styles: value.styles } : {}),
  };
}
