import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FontFormat } from './font-format.js';
import { kebabSlug } from './font-text.js';

/** Where font files are served from. */
export const FONTS_URL_PATH = '/wp-content/fonts/';

/** The only names a stored font file has: `{slug}-{12 hex}.{format}`, nothing else is served. */
export const FONT_FILE_NAME = /^[a-z0-9][a-z0-9-]{0,80}-[0-9a-f]{12}\.(woff2|woff|ttf|otf)$/;

/** The longest family part of a file name. */
const NAME_SLUG_LENGTH = 60;

/**
 * Font files live flat in `{dataDir}/fonts/`, served at `/wp-content/fonts/`. A file's name is
 * made here from the family's slug and random bytes, never from the client's file name, so no
 * upload can choose a path; the name pattern is checked again before any file is touched.
 */
export class FontStorage {
  readonly root: string;

  constructor(dataDir: string) {
    this.root = join(dataDir, 'fonts');
  }

  /** A new file name for a font of the family: `lora-1f3a9c04b2e7.woff2`. */
  newName(familySlug: string, format: FontFormat): string {
    const slug = kebabSlug(familySlug).slice(0, NAME_SLUG_LENGTH).replace(/-+$/, '') || 'font';
    return `${slug}-${randomBytes(6).toString('hex')}.${format}`;
  }

  /** The file's path in the fonts folder; throws for any name this storage does not make. */
  path(name: string): string {
    if (!FONT_FILE_NAME.test(name)) throw new Error(`Not a font file name: ${name}`);
    return join(this.root, name);
  }

  /** Writes a new file; never overwrites one. */
  write(name: string, bytes: Buffer): void {
    mkdirSync(this.root, { recursive: true });
    writeFileSync(this.path(name), bytes, { flag: 'wx' });
  }

  /** Removes a file if it is there. */
  remove(name: string): void {
    if (FONT_FILE_NAME.test(name)) rmSync(this.path(name), { force: true });
  }

  /** The URL path a stored file is served at. */
  static url(name: string): string {
    return `${FONTS_URL_PATH}${name}`;
  }
}
