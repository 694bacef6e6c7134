import {
  generateDuotoneFilters,
  generateGlobalStylesheet,
  mergeThemeJson,
  type ThemeJson,
} from '@atelier/theme-json';
import type { AppContext } from '../app-context.js';
import { themeJsonOf } from '../global-styles/theme-styles.js';
import {
  ensureUserGlobalStyles,
  readUserGlobalStyles,
} from '../global-styles/user-global-styles.js';
import type { InstalledTheme } from '../themes/theme-directory.js';

export interface SiteStyles {
  css: string;
  duotoneSvgs: string;
  /** `settings.useRootPaddingAwareAlignments` of the merged styles (render-time layout classes). */
  rootPaddingAware: boolean;
}

/** Block selectors that differ from `.wp-block-{name}`. */
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

/** The global stylesheet of a theme with the user's styles: core defaults < theme < user. */
export async function buildSiteStyles(app: AppContext, theme: InstalledTheme): Promise<SiteStyles> {
  const record = await ensureUserGlobalStyles(app.db, theme.stylesheet);
  const user = readUserGlobalStyles(record);
  const merged = mergeThemeJson({
    theme: themeJsonOf(app.themes, theme),
    user: { version: 3, styles: user.styles, settings: user.settings } as ThemeJson,
  });
  const base = `/wp-content/themes/${encodeURIComponent(theme.stylesheet)}/`;
  const css = generateGlobalStylesheet(merged, {
    blockSelectors: BLOCK_SELECTORS,
    duotoneSelectors: DUOTONE_SELECTORS,
    resolveFontUrl: (src) => (src.startsWith('file:./') ? base + src.slice('file:./'.length) : src),
  });
  const duotoneSvgs = generateDuotoneFilters(merged.settings)
    .map((filter) => filter.svg)
    .join('');
  return {
    css,
    duotoneSvgs,
    rootPaddingAware: merged.settings?.useRootPaddingAwareAlignments === true,
  };
}
