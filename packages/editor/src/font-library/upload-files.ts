import { fontSlug } from './font-form-data';
import { NO_FONTS_TO_INSTALL, NOT_ALLOWED_FILE_TYPE } from './font-notices';
import type { FontFace, FontFamily } from './font-types';

/** Spec 3 §9: the formats the Upload tab takes. */
export const UPLOAD_EXTENSIONS = ['otf', 'ttf', 'woff', 'woff2'] as const;

/** The `accept` of the file picker. */
export const UPLOAD_ACCEPT = UPLOAD_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** What a font file's tables say about it (name IDs 1, 2 and 16, OS/2, the `wght` axis). */
export interface FontFileInfo {
  /** Name ID 16 (typographic family), when present. */
  preferredFamily?: string;
  /** Name ID 1. */
  family?: string;
  /** Name ID 2 ('Regular', 'Bold Italic', …). */
  subfamily?: string;
  /** OS/2 usWeightClass. */
  weightClass?: number;
  /** The `wght` axis of a variable font. */
  weightAxis?: { min: number; max: number };
}

/** Reads a file's font tables; null when it is not a font (an otf, ttf, woff or woff2 in content). */
export type FontFileReader = (file: File) => Promise<FontFileInfo | null>;

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Whether a file's name has one of the accepted extensions. */
export function hasFontExtension(file: Pick<File, 'name'>): boolean {
  return UPLOAD_EXTENSIONS.some((extension) => extension === extensionOf(file.name));
}

/**
 * Spec 3 §3: the face a font file describes — family from name ID 16, else 1; italic when name
 * ID 2 says so; weight from the `wght` axis as 'min max', else OS/2's weight class (400 when
 * unknown). Null without a family name.
 */
export function faceFromFontInfo(info: FontFileInfo, file: File): FontFace | null {
  const family = (info.preferredFamily?.trim() || info.family?.trim()) ?? '';
  if (family === '') return null;
  const italic = (info.subfamily ?? '').toLowerCase().includes('italic');
  const weight =
    info.weightAxis !== undefined
      ? `${info.weightAxis.min} ${info.weightAxis.max}`
      : String(info.weightClass && info.weightClass > 0 ? info.weightClass : 400);
  return { fontFamily: family, fontStyle: italic ? 'italic' : 'normal', fontWeight: weight, file };
}

/** Faces grouped into families by family name, in the order first seen (spec 3 §5). */
export function familiesFromFaces(faces: readonly FontFace[]): FontFamily[] {
  const families = new Map<string, FontFamily>();
  for (const face of faces) {
    const name = face.fontFamily;
    const family = families.get(name) ?? {
      name,
      slug: fontSlug(name),
      fontFamily: name,
      fontFace: [],
    };
    family.fontFace = [...(family.fontFace ?? []), face];
    families.set(name, family);
  }
  return [...families.values()];
}

/** The families to install from picked files, or the message saying why there are none. */
export type UploadPlan = { ok: true; families: FontFamily[] } | { ok: false; message: string };

/**
 * Spec 3 §5: turns picked or dropped files into families to install. A file must parse as a
 * font; a second file of the same name is ignored; only otf, ttf, woff and woff2 are taken.
 * With nothing left: 'Sorry, you are not allowed to upload this file type.' when some file was
 * not a font, else 'No fonts found to install.'
 */
export async function planUpload(
  files: readonly File[],
  readFont: FontFileReader,
): Promise<UploadPlan> {
  const names = new Set<string>();
  const faces: FontFace[] = [];
  let hasInvalid = false;
  for (const file of files) {
    const info = await readFont(file).catch(() => null);
    const face = info === null ? null : faceFromFontInfo(info, file);
    if (face === null) {
      hasInvalid = true;
      continue;
    }
    if (names.has(file.name) || !hasFontExtension(file)) continue;
    names.add(file.name);
    faces.push(face);
  }
  if (faces.length === 0) {
    return { ok: false, message: hasInvalid ? NOT_ALLOWED_FILE_TYPE : NO_FONTS_TO_INSTALL };
  }
  return { ok: true, families: familiesFromFaces(faces) };
}
