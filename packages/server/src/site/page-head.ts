import { escapeStyleText } from '@atelier/theme-json';

/** The stylesheets of one public page, each as CSS text. */
export interface PageStylesheets {
  /** The core blocks' base CSS (`blockLibraryCss` of the blocks on the page). */
  blockLibrary: string;
  /** Global styles: core defaults < theme < user, presets and `@font-face` rules. */
  globalStyles: string;
  /** The skip link's own rules (empty when the page has no skip link). */
  skipLink: string;
  /** Render-time CSS of block supports (`wp-container-*`, `wp-elements-*`). */
  blockSupports: string;
}

/**
 * The `<style>` elements of a page's `<head>` in WordPress's order and with its ids: the block
 * library first, then global styles, then block supports, so theme.json wins over the core
 * defaults at equal specificity and a block's own settings win over both. Empty parts are left
 * out (the block library never is: it carries the shared screen-reader and alignment rules).
 */
export function pageStyleTags(styles: PageStylesheets): string {
  const tags = [
    ['wp-block-library-inline-css', styles.blockLibrary],
    ['global-styles-inline-css', styles.globalStyles],
    ['wp-block-template-skip-link-inline-css', styles.skipLink],
    ['core-block-supports-inline-css', styles.blockSupports],
  ] as const;
  return tags
    .filter(([id, css]) => css !== '' || id === 'wp-block-library-inline-css')
    .map(([id, css]) => `<style id="${id}">${escapeStyleText(css)}</style>`)
    .join('\n');
}
