import type { ThemeJson } from '../types/theme-json';
import { isCssSafeStyleName } from '../values/css-names';

/** A block style the theme offers: `is-style-{name}`, shown as `label`. */
export interface ThemeBlockStyleChoice {
  readonly name: string;
  readonly label: string;
}

/**
 * The block styles a theme registers for a block type: its variations that carry a title (the
 * partials in styles/ with `blockTypes`, the styles its functions.php registers, and the
 * theme.json `styles.variations` listing the block in `blockTypes`), in that order, each once.
 * Untitled variations only style a class some other registration offers.
 */
export function themeBlockStyles(
  themeJson: ThemeJson | undefined,
  blockName: string,
): ThemeBlockStyleChoice[] {
  const found = new Map<string, string>();
  const own = themeJson?.styles?.blocks?.[blockName]?.variations ?? {};
  for (const [name, variation] of Object.entries(own)) {
    if (typeof variation?.title === 'string' && isCssSafeStyleName(name)) {
      found.set(name, variation.title);
    }
  }
  for (const [name, shared] of Object.entries(themeJson?.styles?.variations ?? {})) {
    const listed = Array.isArray(shared?.blockTypes) && shared.blockTypes.includes(blockName);
    if (
      listed &&
      typeof shared.title === 'string' &&
      isCssSafeStyleName(name) &&
      !found.has(name)
    ) {
      found.set(name, shared.title);
    }
  }
  return [...found].map(([name, label]) => ({ name, label }));
}
