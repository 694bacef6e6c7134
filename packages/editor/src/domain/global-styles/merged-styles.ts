import { mergeThemeJson } from '@atelier/theme-json';
import { asStyleTree, type StyleTree } from './style-tree';
import { themeJsonLayer } from './theme-json-layer';

/** Settings and styles as the site uses them: core defaults < theme < the user's record. */
export interface MergedGlobalStyles {
  settings: StyleTree;
  styles: StyleTree;
}

/**
 * The theme's theme.json answer and the user's record (as edited) merged, for display: what a
 * control shows when the user has set nothing, and the presets (with the user's custom colours)
 * it offers. The same merge the site stylesheet uses.
 */
export function mergedGlobalStyles(theme: unknown, user: unknown): MergedGlobalStyles {
  const merged = mergeThemeJson({ theme: themeJsonLayer(theme), user: themeJsonLayer(user) });
  return { settings: asStyleTree(merged.settings), styles: asStyleTree(merged.styles) };
}
