import {
  generateDuotoneFilters,
  generateGlobalStylesheet,
  mergeThemeJson,
  type ThemeJson,
} from '@atelier/theme-json';

/** Block selectors that differ from `.wp-block-{name}` (the same table the public site uses). */
const BLOCK_SELECTORS: Record<string, string> = {
  'core/button': '.wp-block-button .wp-block-button__link',
  'core/search': '.wp-block-search',
  'core/navigation-link': '.wp-block-navigation .wp-block-navigation-item',
  'core/post-title': '.wp-block-post-title',
};

const DUOTONE_SELECTORS: Record<string, string> = {
  'core/image': '.wp-block-image img',
  'core/cover': '.wp-block-cover > .wp-block-cover__image-background',
  'core/post-featured-image': '.wp-block-post-featured-image img',
};

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

export interface CanvasStylesheet {
  css: string;
  svgs: string;
  /** `settings.useRootPaddingAwareAlignments` of the merged styles. */
  rootPaddingAware: boolean;
}

/**
 * The canvas's global stylesheet: core defaults < theme < user, with theme font files under
 * `/wp-content/themes/{stylesheet}/` — the same CSS the public site prints — and duotone filters.
 */
export function canvasStylesheet(
  stylesheet: string,
  theme: ThemeJson,
  user: ThemeJson,
): CanvasStylesheet {
  const merged = mergeThemeJson({ theme, user });
  const base = `/wp-content/themes/${encodeURIComponent(stylesheet)}/`;
  const css = generateGlobalStylesheet(merged, {
    blockSelectors: BLOCK_SELECTORS,
    duotoneSelectors: DUOTONE_SELECTORS,
    resolveFontUrl: (src) => (src.startsWith('file:./') ? base + src.slice('file:./'.length) : src),
  });
  const svgs = generateDuotoneFilters(merged.settings)
    .map((filter) => filter.svg)
    .join('');
  return { css, svgs, rootPaddingAware: merged.settings?.useRootPaddingAwareAlignments === true };
}
