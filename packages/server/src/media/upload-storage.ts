import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

/**
 * Uploaded files live under DATA_DIR/uploads/{year}/{month}/, served at /wp-content/uploads/. For
 * several server instances this folder is shared storage (a mounted volume), as the architecture
 * says; nothing about uploads is kept in process memory.
 */
export class UploadStorage {
  constructor(readonly root: string) {}

  /** A file name not yet taken in the month's folder: `name.jpg`, `name-1.jpg`, … */
  reserve(baseName: string, extension: string, now = new Date()): string {
    const folder = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    const safe =
      baseName
        .toLowerCase()
        .normalize('NFKD')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 80) || 'image';
    for (let n = 0; ; n++) {
      const relative = `${folder}/${safe}${n ? `-${n}` : ''}.${extension}`;
      if (!existsSync(this.path(relative))) return relative;
    }
  }

  path(relative: string): string {
    const full = normalize(join(this.root, relative));
    if (!full.startsWith(normalize(this.root)))
      throw new Error('Upload path escapes the uploads folder.');
    return full;
  }

  write(relative: string, bytes: Buffer): void {
    const full = this.path(relative);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, bytes, { flag: 'wx' });
  }

  remove(relative: string): void {
    rmSync(this.path(relative), { force: true });
  }
}

/** `2026/11/photo.jpg` + `300x200` → `2026/11/photo-300x200.jpg`. */
export function sizedName(relative: string, width: number, height: number): string {
  const dot = relative.lastIndexOf('.');
  return `${relative.slice(0, dot)}-${width}x${height}${relative.slice(dot)}`;
}
