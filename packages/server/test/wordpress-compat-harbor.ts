import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { type Zippable, zipSync } from 'fflate';
import { FIXTURE_THEMES_DIR } from './helpers/fixture-themes.js';
import { multipartForm } from './helpers/multipart-form.js';
import type { Session, TestApp } from './helpers/test-app.js';

/** Harbor: a block theme written in the shape of a WordPress default theme (see its style.css). */
export const HARBOR_DIR = join(FIXTURE_THEMES_DIR, 'harbor');

/** Every file of the Harbor fixture, by its path inside the theme (`/`-separated). */
export function harborFiles(): Map<string, Uint8Array> {
  const files = new Map<string, Uint8Array>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else files.set(relative(HARBOR_DIR, path).split(sep).join('/'), readFileSync(path));
    }
  };
  visit(HARBOR_DIR);
  return files;
}

/** The text of one fixture file. */
export function harborText(path: string): string {
  return readFileSync(join(HARBOR_DIR, ...path.split('/')), 'utf8');
}

/**
 * A zip of the given files inside one folder, as a theme downloaded from a theme directory is
 * laid out (`harbor/style.css`, `harbor/templates/index.html`, …).
 */
export function zipTheme(folder: string, files: Map<string, Uint8Array>): Uint8Array {
  const tree: Zippable = {};
  for (const [path, data] of files) tree[`${folder}/${path}`] = data;
  return zipSync(tree);
}

/** Uploads a theme zip from the dashboard's 'Upload Theme' form, as a person does. */
export function uploadTheme(t: TestApp, session: Session, filename: string, zip: Uint8Array) {
  const form = multipartForm(
    [{ name: 'themezip', filename, type: 'application/zip', bytes: Buffer.from(zip) }],
    { _wpnonce: session.nonce },
  );
  return t.request({
    method: 'POST',
    url: '/wp-admin/update.php?action=upload-theme',
    session,
    payload: form.payload,
    headers: form.headers,
  });
}

/** Activates an installed theme with the dashboard's link; returns the redirect's location. */
export async function activateTheme(
  t: TestApp,
  session: Session,
  stylesheet: string,
): Promise<string | undefined> {
  const response = await t.request({
    method: 'GET',
    url: `/wp-admin/themes.php?action=activate&stylesheet=${stylesheet}&_wpnonce=${session.nonce}`,
    session,
  });
  const location = response.headers.location;
  return typeof location === 'string' ? location : undefined;
}

/** What must never reach a visitor from a PHP pattern: its tags or the calls inside them. */
export const PHP_LEAKS = ['<?php', '?>', 'esc_html', 'esc_attr', 'get_template_directory_uri'];
