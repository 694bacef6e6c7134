import { mergeThemeJson } from '../merge/merge-origins';
import type { ThemeJson } from '../types/theme-json';
import { registeredBlockStyleCss } from '../variations/block-style-partials';
import type { BlockSelectorMap } from './block-styles';
import { generateDuotoneFilters } from './duotone';
import { escapeStyleText } from './escape-style-text';
import { generateGlobalStylesheetPieces, type StylesheetPiece } from './global-stylesheet';

/** Block selectors that differ from `.wp-block-{name}`, for the site and the canvas alike. */
export const SITE_BLOCK_SELECTORS: BlockSelectorMap = Object.freeze({
  'core/button': '.wp-block-button .wp-block-button__link',
  'core/search': '.wp-block-search',
  'core/navigation-link': '.wp-block-navigation .wp-block-navigation-item',
  'core/post-title': '.wp-block-post-title',
});

/**
 * The media a duotone filter applies to, per block: the `selectors.filter.duotone` of the block
 * types with the `filter.duotone` support (`@atelier/blocks` checks that the two agree).
 */
export const SITE_DUOTONE_SELECTORS: BlockSelectorMap = Object.freeze({
  'core/image': '.wp-block-image img',
  'core/cover':
    '.wp-block-cover > .wp-block-cover__image-background, .wp-block-cover > .wp-block-cover__video-background',
  'core/post-featured-image': '.wp-block-post-featured-image img',
  'core/site-logo': '.wp-block-site-logo img',
});

/** The layers of a site's styles; core defaults always come first. */
export interface SiteStyleLayers {
  /** The theme's folder name: theme font files resolve under `/wp-content/themes/{stylesheet}/`. */
  stylesheet: string;
  theme: ThemeJson;
  user: ThemeJson;
}

export interface SiteStylesheet {
  css: string;
  /** `css` piece by piece (joined, they are `css`): a page may keep each in its own `<style>`. */
  pieces: readonly StylesheetPiece[];
  /** The SVG filters of the duotone presets, to print once in the body. */
  duotoneSvgs: string;
  /** `settings.useRootPaddingAwareAlignments` of the merged styles (render-time layout classes). */
  rootPaddingAware: boolean;
  /** The merged styles (core defaults < theme < user) the CSS was written from. */
  merged: ThemeJson;
}

/**
 * The global stylesheet of a site: core defaults < theme < user merged, turned into CSS with the
 * site's block selectors, theme font files under `/wp-content/themes/{stylesheet}/`, `font-display:
 * swap` for faces that name none, and the duotone filters. The public site and the editor canvas
 * both call this, so they print the same CSS.
 */
export function siteStylesheet({ stylesheet, theme, user }: SiteStyleLayers): SiteStylesheet {
  const merged = mergeThemeJson({ theme, user });
  const base = `/wp-content/themes/${encodeURIComponent(stylesheet)}/`;
  const globalPieces = generateGlobalStylesheetPieces(merged, {
    blockSelectors: SITE_BLOCK_SELECTORS,
    duotoneSelectors: SITE_DUOTONE_SELECTORS,
    resolveFontUrl: (src) => (src.startsWith('file:./') ? base + src.slice('file:./'.length) : src),
    defaultFontDisplay: 'swap',
  });
  // A theme's registered block styles print their CSS with the block library, before global
  // styles, as WordPress does; only the theme's own, never CSS written into the user's styles.
  const registered = registeredBlockStyleCss(theme);
  const pieces: StylesheetPiece[] =
    registered === ''
      ? globalPieces
      : [
          { part: 'styles', name: 'block-style-inline', css: escapeStyleText(registered) },
          ...globalPieces,
        ];
  const css = pieces.map((piece) => piece.css).join('');
  const duotoneSvgs = generateDuotoneFilters(merged.settings)
    .map((filter) => filter.svg)
    .join('');
  return {
    css,
    pieces,
    duotoneSvgs,
    rootPaddingAware: merged.settings?.useRootPaddingAwareAlignments === true,
    merged,
  };
}
