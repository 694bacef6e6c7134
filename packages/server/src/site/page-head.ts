import { blockLibraryCss } from '@atelier/blocks';
import { escapeStyleText } from '@atelier/theme-json';
import type { PageBytes } from '../http/page-bytes.js';

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

/** The stylesheets of one public page as {@link writePageStyleTags} takes them. */
export interface PageStyleParts {
  /** Names of the blocks on the page: the block library's CSS is theirs. */
  blockNames: readonly string[];
  /** The global stylesheet, the same object for every page of a site content version and theme. */
  siteStyles: { css: string };
  /** This page's own global styles, printed after the site's (variation instances). */
  variationCss: string;
  skipLink: string;
  blockSupports: string;
}

/** How many block library tags (one per set of block names) are kept encoded. */
const MAX_BLOCK_LIBRARY_TAGS = 200;
const blockLibraryTags = new Map<string, Buffer>();

/** The tag by list object: a page made of kept fragments gives the same list every render. */
const blockLibraryTagsByList = new WeakMap<readonly string[], Buffer>();

function blockLibraryTag(blockNames: readonly string[]): Buffer {
  const byList = blockLibraryTagsByList.get(blockNames);
  if (byList !== undefined) return byList;
  const key = blockNames.join('\n');
  let tag = blockLibraryTags.get(key);
  if (tag === undefined) {
    if (blockLibraryTags.size >= MAX_BLOCK_LIBRARY_TAGS) blockLibraryTags.clear();
    const css = escapeStyleText(blockLibraryCss(blockNames));
    tag = Buffer.from(`<style id="wp-block-library-inline-css">${css}</style>`, 'utf8');
    blockLibraryTags.set(key, tag);
  }
  blockLibraryTagsByList.set(blockNames, tag);
  return tag;
}

/** The global styles element's start tag and the site's CSS, encoded once per stylesheet. */
const globalStylesStarts = new WeakMap<object, Buffer>();

function globalStylesStart(siteStyles: { css: string }): Buffer {
  let start = globalStylesStarts.get(siteStyles);
  if (start === undefined) {
    start = Buffer.from(
      `<style id="global-styles-inline-css">${escapeStyleText(siteStyles.css)}`,
      'utf8',
    );
    globalStylesStarts.set(siteStyles, start);
  }
  return start;
}

/**
 * Writes what {@link pageStyleTags} gives for the page, the parts that many pages share (the
 * block library's CSS for a set of blocks, the site's global styles) encoded once.
 */
export function writePageStyleTags(out: PageBytes, styles: PageStyleParts): void {
  out.write(blockLibraryTag(styles.blockNames));
  if (styles.siteStyles.css !== '' || styles.variationCss !== '') {
    out
      .write('\n')
      .write(globalStylesStart(styles.siteStyles))
      .write(`${escapeStyleText(styles.variationCss)}</style>`);
  }
  for (const [id, css] of [
    ['wp-block-template-skip-link-inline-css', styles.skipLink],
    ['core-block-supports-inline-css', styles.blockSupports],
  ] as const) {
    if (css !== '') out.write(`\n<style id="${id}">${escapeStyleText(css)}</style>`);
  }
}
