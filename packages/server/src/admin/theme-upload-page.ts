import { adminPage } from '../http/admin-page.js';
import { escapeHtml } from '../http/html.js';
import type { ThemeHeader } from '../themes/style-header.js';
import type { InstalledTheme } from '../themes/theme-directory.js';

/** What every page of the theme upload shows around its content. */
export interface UploadPageFrame {
  siteTitle: string;
  /** The session's nonce: forms and action links carry it. */
  nonce: string;
}

export const UPLOAD_ACTION = '/wp-admin/update.php?action=upload-theme';

function page(frame: UploadPageFrame, title: string, main: string): string {
  return adminPage({
    title,
    siteTitle: frame.siteTitle,
    body: `<header><a href="/wp-admin/">${escapeHtml(frame.siteTitle)}</a></header>
<main>
${main}
</main>`,
  });
}

/**
 * `theme-install.php`: 'Add Themes' with the 'Upload Theme' link; with `?upload` (as WordPress
 * opens it) the upload form: a theme zip and 'Install Now'.
 */
export function renderAddThemes(frame: UploadPageFrame, showUpload: boolean): string {
  const form = showUpload
    ? `<section class="card" aria-labelledby="upload-heading">
<h2 id="upload-heading">Upload Theme</h2>
<p>If you have a theme in a .zip format, you may install or update it by uploading it here.</p>
<form method="post" enctype="multipart/form-data" action="${escapeHtml(UPLOAD_ACTION)}">
<input type="hidden" name="_wpnonce" value="${escapeHtml(frame.nonce)}">
<label for="themezip">Theme zip file</label>
<p><input type="file" id="themezip" name="themezip" accept=".zip,application/zip" required></p>
<p><button class="button" type="submit">Install Now</button></p>
</form>
</section>`
    : '';
  return page(
    frame,
    'Add Themes',
    `<h1>Add Themes</h1>
<p><a class="button" href="/wp-admin/theme-install.php?upload">Upload Theme</a> <a href="/wp-admin/#themes">Return to Themes page</a></p>
${form}`,
  );
}

function activateLink(theme: InstalledTheme, nonce: string): string {
  const name = escapeHtml(theme.header.name);
  const activate = `<a class="button" href="/wp-admin/themes.php?action=activate&amp;stylesheet=${encodeURIComponent(theme.stylesheet)}&amp;_wpnonce=${encodeURIComponent(nonce)}" aria-label="Activate ${name}">Activate</a>`;
  const preview = theme.isBlockTheme
    ? ` <a class="button secondary" href="/wp-admin/site-editor.php?wp_theme_preview=${encodeURIComponent(theme.stylesheet)}" aria-label="Live Preview ${name}">Live Preview</a>`
    : '';
  return `${activate}${preview}`;
}

function installingHeading(filename: string): string {
  return `<h1>Installing theme from uploaded file: ${escapeHtml(filename)}</h1>`;
}

/** After a successful install (or replace): WordPress's steps and the theme's actions. */
export function renderInstalled(
  frame: UploadPageFrame,
  filename: string,
  outcome: { theme: InstalledTheme; replaced: boolean; active: boolean },
): string {
  const { theme } = outcome;
  const version = theme.header.version ? ` ${escapeHtml(theme.header.version)}` : '';
  const actions = outcome.active ? '' : `${activateLink(theme, frame.nonce)} `;
  return page(
    frame,
    'Upload Theme',
    `${installingHeading(filename)}
<p>Unpacking the package…</p>
<p>${outcome.replaced ? 'Updating the theme…' : 'Installing the theme…'}</p>
<div class="notice" role="status"><p>${outcome.replaced ? 'Theme updated successfully.' : 'Theme installed successfully.'}</p><p>Successfully installed the theme <strong>${escapeHtml(theme.header.name)}${version}</strong>.</p></div>
<p>${actions}<a href="/wp-admin/#themes">Return to Themes page</a></p>`,
  );
}

/** A refused upload: the reason, and nothing installed. */
export function renderInstallFailed(
  frame: UploadPageFrame,
  filename: string,
  message: string,
): string {
  return page(
    frame,
    'Upload Theme',
    `${filename ? installingHeading(filename) : '<h1>Upload Theme</h1>'}
<div class="notice error" role="alert"><p>${escapeHtml(message)}</p><p>Theme installation failed.</p></div>
<p><a href="/wp-admin/theme-install.php?upload">Go back</a> · <a href="/wp-admin/#themes">Return to Themes page</a></p>`,
  );
}

function row(label: string, current: string, uploaded: string): string {
  return `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(current)}</td><td>${escapeHtml(uploaded)}</td></tr>`;
}

/**
 * A theme of the upload's folder name is installed: WordPress's comparison, with 'Replace active
 * with uploaded' (or 'installed' when it is not the active theme) and 'Cancel and go back'.
 */
export function renderAlreadyInstalled(
  frame: UploadPageFrame,
  filename: string,
  choice: { staged: string; current: InstalledTheme; uploaded: ThemeHeader; active: boolean },
): string {
  const { current, uploaded } = choice;
  return page(
    frame,
    'Upload Theme',
    `${installingHeading(filename)}
<p>Unpacking the package…</p>
<h2>This theme is already installed.</h2>
<table class="card">
<thead><tr><td></td><th scope="col">Current</th><th scope="col">Uploaded</th></tr></thead>
<tbody>
${row('Theme name', current.header.name, uploaded.name)}
${row('Version', current.header.version || '-', uploaded.version || '-')}
${row('Author', current.header.author || '-', uploaded.author || '-')}
</tbody>
</table>
<form method="post" action="${escapeHtml(UPLOAD_ACTION)}">
<input type="hidden" name="_wpnonce" value="${escapeHtml(frame.nonce)}">
<input type="hidden" name="package" value="${escapeHtml(choice.staged)}">
<input type="hidden" name="overwrite" value="update-theme">
<input type="hidden" name="filename" value="${escapeHtml(filename)}">
<p><button class="button" type="submit">${choice.active ? 'Replace active with uploaded' : 'Replace installed with uploaded'}</button> <a class="button secondary" href="/wp-admin/theme-install.php?upload">Cancel and go back</a></p>
</form>`,
  );
}
