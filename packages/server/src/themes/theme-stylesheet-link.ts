import { escapeHtml } from '../http/html.js';
import type { InstalledTheme, ThemeDirectory } from './theme-directory.js';

/**
 * The `<link>` of a block theme's style.css for the public site's head (after the global styles),
 * or an empty string. WordPress prints style.css only when the theme enqueues it (Twenty
 * Twenty-Five does, from functions.php); a block theme's style.css is otherwise only its header,
 * so Atelier links it whenever it holds rules beyond that header. Versioned like WordPress's
 * (`?ver=` the theme's version) so a new version is fetched again.
 */
export function themeStylesheetLink(themes: ThemeDirectory, theme: InstalledTheme): string {
  if (!themes.filesOf(theme).hasStyleCssRules()) return '';
  const version =
    theme.header.version === '' ? '' : `?ver=${encodeURIComponent(theme.header.version)}`;
  const href = `/wp-content/themes/${encodeURIComponent(theme.stylesheet)}/style.css${version}`;
  const id = `${theme.stylesheet}-style-css`;
  return `<link rel="stylesheet" id="${escapeHtml(id)}" href="${escapeHtml(href)}" media="all">\n`;
}
