import type { CurrentUser } from '../auth/current-user.js';
import { adminPage } from '../http/admin-page.js';
import { escapeHtml } from '../http/html.js';
import type { SiteSettings } from '../settings/site-settings.js';
import type { InstalledTheme } from '../themes/theme-directory.js';

export interface DashboardState {
  settings: SiteSettings;
  user: CurrentUser;
  logoutNonce: string;
  themes: InstalledTheme[];
  activeStylesheet: string;
  canEditTheme: boolean;
  canSwitchThemes: boolean;
  /** Administrators may upload themes ('Add New Theme'). */
  canInstallThemes: boolean;
  /** Shown once after an activation. */
  notice?: string | undefined;
}

function themeActions(theme: InstalledTheme, active: boolean, state: DashboardState): string {
  if (active || !state.canSwitchThemes) return '';
  const name = escapeHtml(theme.header.name);
  const activate = `<a class="button" href="/wp-admin/themes.php?action=activate&amp;stylesheet=${encodeURIComponent(theme.stylesheet)}&amp;_wpnonce=${encodeURIComponent(state.logoutNonce)}" aria-label="Activate ${name}">Activate</a>`;
  const preview = theme.isBlockTheme
    ? ` <a class="button secondary" href="/wp-admin/site-editor.php?wp_theme_preview=${encodeURIComponent(theme.stylesheet)}" aria-label="Live Preview ${name}">Live Preview</a>`
    : '';
  return `<p>${activate}${preview}</p>`;
}

function themeCard(theme: InstalledTheme, active: boolean, state: DashboardState): string {
  const image = theme.screenshot
    ? `<img src="/wp-content/themes/${encodeURIComponent(theme.stylesheet)}/${theme.screenshot}" alt="">`
    : '<div class="no-screenshot" aria-hidden="true"></div>';
  const kind = theme.isBlockTheme ? 'Block theme' : 'Classic theme';
  return `<li class="card" style="padding:0">${image}<div class="meta"><h3>${escapeHtml(theme.header.name)}${active ? '<span class="badge">Active</span>' : ''}</h3><p>${escapeHtml(theme.header.description)}</p><p><small>${kind}${theme.header.version ? ` · Version ${escapeHtml(theme.header.version)}` : ''}</small></p>${themeActions(theme, active, state)}</div></li>`;
}

/** The dashboard: the site, a way into the site editor, the installed themes, and the user. */
export function renderDashboard(state: DashboardState): string {
  const title = String(state.settings.title);
  const editorLink = state.canEditTheme
    ? '<p><a class="button" href="/wp-admin/site-editor.php">Open the Site Editor</a></p>'
    : '';
  return adminPage({
    title: 'Dashboard',
    siteTitle: title,
    body: `<header><a href="/">${escapeHtml(title)}</a><span>Howdy, ${escapeHtml(state.user.displayName)} · <a href="/wp-login.php?action=logout&amp;_wpnonce=${encodeURIComponent(state.logoutNonce)}">Log Out</a></span></header>
<main>
<h1>Dashboard</h1>
${state.notice ? `<div class="notice" role="status">${escapeHtml(state.notice)}</div>` : ''}

<section class="card" aria-labelledby="site-heading">
<h2 id="site-heading">${escapeHtml(title)}</h2>
<p>${escapeHtml(String(state.settings.description))}</p>
<p><a href="/">Visit Site</a></p>
${editorLink}
</section>
<section aria-labelledby="themes-heading">
<h2 id="themes-heading">Themes</h2>
${state.canInstallThemes ? '<p><a class="button secondary" href="/wp-admin/theme-install.php">Add New Theme</a></p>' : ''}
<ul class="themes">${state.themes.map((t) => themeCard(t, t.stylesheet === state.activeStylesheet, state)).join('')}</ul>
</section>
</main>`,
  });
}
