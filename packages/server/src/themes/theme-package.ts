import { unzipSync } from 'fflate';
import { parseStyleHeader, type ThemeHeader } from './style-header.js';

/** The limits of a theme upload. */
export interface ThemePackageLimits {
  /** The largest zip accepted, in bytes. */
  maxZipBytes: number;
  /** The largest total of the files once unpacked, in bytes. */
  maxUnpackedBytes: number;
  /** The most files (folders not counted). */
  maxFiles: number;
}

export const THEME_PACKAGE_LIMITS: ThemePackageLimits = {
  maxZipBytes: 50 * 1024 * 1024,
  maxUnpackedBytes: 200 * 1024 * 1024,
  maxFiles: 2000,
};

/** WordPress's prefix of every message about a package that is not an installable theme. */
export const INCOMPATIBLE_ARCHIVE = 'The package could not be installed.';

/** A theme read from an uploaded zip: its files by path from the theme's folder. */
export interface ThemePackage {
  header: ThemeHeader;
  /** The folder name it installs into: the slug of its Theme Name. */
  slug: string;
  files: Map<string, Uint8Array>;
}

export type ThemePackageResult = { ok: true; theme: ThemePackage } | { ok: false; message: string };

interface CentralEntry {
  name: string;
  size: number;
  symlink: boolean;
}

const MiB = 1024 * 1024;

/** The answer to a zip over the upload limit. */
export function zipTooBigMessage(limits: ThemePackageLimits): string {
  return `The uploaded file is too big: a theme zip may be at most ${Math.round(limits.maxZipBytes / MiB)} MB.`;
}

function refuse(message: string): { ok: false; message: string } {
  return { ok: false, message };
}

/** A zip starts with a local file header (or is an empty archive's end record). */
function hasZipSignature(bytes: Uint8Array): boolean {
  return (
    bytes.length >= 4 &&
    bytes[0] === 0x50 &&
    bytes[1] === 0x4b &&
    ((bytes[2] === 0x03 && bytes[3] === 0x04) || (bytes[2] === 0x05 && bytes[3] === 0x06))
  );
}

/**
 * The entries of the zip's central directory (names, unpacked sizes, symbolic links), or null
 * when it has none that can be read (not a zip, cut off, or a ZIP64 archive).
 */
function centralDirectory(bytes: Uint8Array): CentralEntry[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const count = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  if (count === 0xffff || offset === 0xffffffff) return null;
  const decoder = new TextDecoder();
  const entries: CentralEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== 0x02014b50) return null;
    const madeBy = view.getUint16(offset + 4, true) >> 8;
    const size = view.getUint32(offset + 24, true);
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    const mode = view.getUint32(offset + 38, true) >>> 16;
    const nameStart = offset + 46;
    if (nameStart + nameLength > bytes.length) return null;
    entries.push({
      name: decoder.decode(bytes.subarray(nameStart, nameStart + nameLength)),
      size,
      // Unix hosts keep the file's mode in the high half of the external attributes.
      symlink: madeBy === 3 && (mode & 0o170000) === 0o120000,
    });
    offset = nameStart + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** A path that stays inside the folder it is unpacked into. */
function isSafePath(name: string): boolean {
  if (name.includes('\\') || name.includes('\0')) return false;
  if (name.startsWith('/') || /^[a-zA-Z]:/.test(name)) return false;
  return name.split('/').every((segment) => segment !== '..');
}

/** WordPress's `sanitize_title` for a folder name: lower case ASCII, digits and dashes. */
export function themeSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The one folder every path sits in, when the zip wraps its theme in a folder. */
function wrappingFolder(paths: string[]): string {
  const first = paths[0]?.split('/')[0];
  if (!first || paths.some((p) => !p.startsWith(`${first}/`))) return '';
  return `${first}/`;
}

/**
 * Reads an uploaded zip as a theme, judged by its content, as WordPress's `Theme_Upgrader`
 * checks a package: a zip (by its signature), within the size and file limits, no path leaving
 * its folder and no symbolic link, style.css with a Theme Name, and a template to start from
 * (templates/index.html for a block theme, index.php for a classic one, or a parent theme).
 * The theme may sit at the zip's root (WordPress's export) or in one folder.
 */
export function readThemePackage(
  bytes: Uint8Array,
  limits: ThemePackageLimits = THEME_PACKAGE_LIMITS,
): ThemePackageResult {
  if (bytes.length > limits.maxZipBytes) return refuse(zipTooBigMessage(limits));
  const entries = hasZipSignature(bytes) ? centralDirectory(bytes) : null;
  if (!entries) return refuse('Incompatible Archive.');

  const wanted = entries.filter((e) => !e.name.endsWith('/') && !e.name.startsWith('__MACOSX/'));
  const unsafe = entries.find((e) => !isSafePath(e.name));
  if (unsafe) {
    return refuse(
      `${INCOMPATIBLE_ARCHIVE} The file ${unsafe.name} would be unpacked outside the theme's folder.`,
    );
  }
  const link = entries.find((e) => e.symlink);
  if (link) return refuse(`${INCOMPATIBLE_ARCHIVE} The file ${link.name} is a symbolic link.`);
  if (wanted.length === 0) return refuse(`${INCOMPATIBLE_ARCHIVE} The theme contains no files.`);
  if (wanted.length > limits.maxFiles) {
    return refuse(`${INCOMPATIBLE_ARCHIVE} The theme has more than ${limits.maxFiles} files.`);
  }
  const tooBig = `${INCOMPATIBLE_ARCHIVE} The theme's files are larger than ${Math.round(limits.maxUnpackedBytes / MiB)} MB unpacked.`;
  if (wanted.reduce((sum, e) => sum + e.size, 0) > limits.maxUnpackedBytes) return refuse(tooBig);

  let unpacked: Record<string, Uint8Array>;
  try {
    const names = new Set(wanted.map((e) => e.name));
    unpacked = unzipSync(bytes, { filter: (file) => names.has(file.name) });
  } catch {
    return refuse('Incompatible Archive.');
  }
  const total = Object.values(unpacked).reduce((sum, data) => sum + data.length, 0);
  if (total > limits.maxUnpackedBytes) return refuse(tooBig);

  const folder = wrappingFolder(Object.keys(unpacked));
  const files = new Map<string, Uint8Array>();
  for (const [path, data] of Object.entries(unpacked)) files.set(path.slice(folder.length), data);

  const styleCss = files.get('style.css');
  if (!styleCss) {
    return refuse(`${INCOMPATIBLE_ARCHIVE} The theme is missing the style.css stylesheet.`);
  }
  const css = new TextDecoder().decode(styleCss);
  const header = parseStyleHeader(css);
  const slug = themeSlug(header.name);
  if (!header.name || !slug) {
    return refuse(
      `${INCOMPATIBLE_ARCHIVE} The style.css stylesheet does not contain a valid theme header.`,
    );
  }
  const comment = /\/\*([\s\S]*?)\*\//.exec(css)?.[1] ?? '';
  const isChild = /^\s*\*?\s*Template\s*:\s*\S/im.test(comment);
  if (
    !isChild &&
    !['templates/index.html', 'block-templates/index.html', 'index.php'].some((p) => files.has(p))
  ) {
    return refuse(
      `${INCOMPATIBLE_ARCHIVE} Template is missing. Standalone themes need to have a templates/index.html or index.php template file. Child themes need to have a Template header in the style.css stylesheet.`,
    );
  }
  return { ok: true, theme: { header, slug, files } };
}
