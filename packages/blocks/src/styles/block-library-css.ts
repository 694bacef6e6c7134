import { accordionCss } from '../library/accordion/accordion-css';
import { fileCss } from '../library/file/file-css';
import { listingBlocksCss } from '../library/listing-css';
import { contentBlocksCss } from './content-blocks-css';
import { sharedBlockCss, themeBlocksCss } from './theme-blocks-css';

const ALL: Record<string, string> = {
  ...contentBlocksCss,
  ...accordionCss,
  ...fileCss,
  ...listingBlocksCss,
  ...themeBlocksCss,
};

/** Block names whose base CSS travels with another block's (inner blocks styled by the parent). */
const INCLUDED_WITH: Record<string, string> = {
  'core/navigation-link': 'core/navigation',
  'core/navigation-submenu': 'core/navigation',
  'core/home-link': 'core/navigation',
  'core/social-link': 'core/social-links',
  'core/query-pagination-next': 'core/query-pagination',
  'core/query-pagination-previous': 'core/query-pagination',
  'core/query-pagination-numbers': 'core/query-pagination',
};

/**
 * The base CSS of the core blocks (Atelier's own stylesheet, in the block editor's class
 * vocabulary): all of it, or only what the given block names need (see `RenderResult.blockNames`),
 * always closed by the shared alignment and screen-reader rules (WordPress's `common.css` order).
 */
export function blockLibraryCss(blockNames?: Iterable<string>): string {
  if (blockNames === undefined) return Object.values(ALL).join('') + sharedBlockCss;
  const wanted = new Set<string>();
  for (const name of blockNames) wanted.add(INCLUDED_WITH[name] ?? name);
  let css = '';
  for (const [name, rules] of Object.entries(ALL)) {
    if (wanted.has(name)) css += rules;
  }
  return css + sharedBlockCss;
}
