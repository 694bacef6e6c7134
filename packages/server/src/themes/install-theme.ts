import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import type { AppContext } from '../app-context.js';
import { bumpContentVersion } from '../db/content-version.js';
import { parseStyleHeader, type ThemeHeader } from './style-header.js';
import type { InstalledTheme } from './theme-directory.js';
import {
  readThemePackage,
  THEME_PACKAGE_LIMITS,
  type ThemePackageLimits,
  themeSlug,
} from './theme-package.js';

/** What an upload came to. */
export type ThemeInstallOutcome =
  | { status: 'installed'; theme: InstalledTheme; replaced: boolean }
  /** A theme of that folder name is installed: the upload waits (staged) for the user's choice. */
  | { status: 'exists'; staged: string; current: InstalledTheme; uploaded: ThemeHeader }
  | { status: 'failed'; message: string };

/** Staged uploads older than this are removed by the next upload. */
const STAGED_LIFETIME_MS = 60 * 60 * 1000;
const STAGED_ID = /^[0-9a-f]{32}$/;

function stagingDir(uploadsDir: string): string {
  return join(uploadsDir, '.upgrade');
}

function removeOldStaged(staging: string, now: number): void {
  if (!existsSync(staging)) return;
  for (const entry of readdirSync(staging)) {
    const path = join(staging, entry);
    if (now - statSync(path).mtimeMs > STAGED_LIFETIME_MS)
      rmSync(path, { recursive: true, force: true });
  }
}

/** Moves a staged folder to its place in the uploaded themes folder, replacing what is there. */
async function moveIntoPlace(app: AppContext, uploadsDir: string, staged: string, slug: string) {
  const target = join(uploadsDir, slug);
  const replaced = app.themes.get(slug) !== undefined;
  const old = `${staged}-old`;
  // Each rename is atomic: the theme's folder holds either the old theme or the new one.
  if (existsSync(target)) renameSync(target, old);
  renameSync(staged, target);
  rmSync(old, { recursive: true, force: true });
  app.themes.reload(slug);
  // Pages and styles rendered with the theme's old files stop being served from cache.
  await app.db.transaction().execute((trx) => bumpContentVersion(trx));
  const theme = app.themes.get(slug);
  if (!theme) return { status: 'failed', message: 'Theme installation failed.' } as const;
  return { status: 'installed', theme, replaced } as const;
}

/**
 * Installs an uploaded theme zip into the uploaded themes folder (in the data directory) without
 * a restart, as WordPress's `Theme_Upgrader::install`: the zip is checked, unpacked into a work
 * folder, and only then moved into place, so a failure leaves nothing half-installed. When a
 * theme of the same folder name is installed, the upload is kept staged and nothing changes
 * until {@link replaceWithStagedTheme} (WordPress's 'Replace installed with uploaded').
 */
export async function installThemeZip(
  app: AppContext,
  bytes: Uint8Array,
  limits: ThemePackageLimits = THEME_PACKAGE_LIMITS,
): Promise<ThemeInstallOutcome> {
  const uploadsDir = app.themes.uploadsDir;
  if (!uploadsDir) return { status: 'failed', message: 'Could not create directory.' };
  const read = readThemePackage(bytes, limits);
  if (!read.ok) return { status: 'failed', message: read.message };

  const staging = stagingDir(uploadsDir);
  mkdirSync(staging, { recursive: true });
  removeOldStaged(staging, Date.now());
  const id = randomBytes(16).toString('hex');
  const staged = join(staging, id);
  try {
    for (const [path, data] of read.theme.files) {
      const target = resolve(staged, path);
      // readThemePackage refused paths leaving the folder; this holds it whatever the path says.
      if (!target.startsWith(staged + sep)) throw new Error(`unsafe path ${path}`);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, data);
    }
  } catch {
    rmSync(staged, { recursive: true, force: true });
    return { status: 'failed', message: 'Could not copy file.' };
  }

  const current = app.themes.get(read.theme.slug);
  if (current) return { status: 'exists', staged: id, current, uploaded: read.theme.header };
  return moveIntoPlace(app, uploadsDir, staged, read.theme.slug);
}

/** The header of a staged upload, or undefined when there is no such upload (or it expired). */
export function stagedThemeHeader(app: AppContext, id: string): ThemeHeader | undefined {
  const uploadsDir = app.themes.uploadsDir;
  if (!uploadsDir || !STAGED_ID.test(id)) return undefined;
  const styleCss = join(stagingDir(uploadsDir), id, 'style.css');
  return existsSync(styleCss) ? parseStyleHeader(readFileSync(styleCss, 'utf8')) : undefined;
}

/**
 * Replaces the installed theme of the staged upload's folder name with the upload. A bundled
 * theme's files are never touched: the uploaded copy goes to the data directory, where it takes
 * the bundled theme's place.
 */
export async function replaceWithStagedTheme(
  app: AppContext,
  id: string,
): Promise<ThemeInstallOutcome> {
  const uploadsDir = app.themes.uploadsDir;
  const header = stagedThemeHeader(app, id);
  if (!uploadsDir || !header) {
    return {
      status: 'failed',
      message: 'The uploaded file has expired. Please go back and upload it again.',
    };
  }
  return moveIntoPlace(app, uploadsDir, join(stagingDir(uploadsDir), id), themeSlug(header.name));
}
