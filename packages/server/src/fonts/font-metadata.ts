import type { Font } from 'fontkit';
import { type FontFormat, isCompleteFontFile, sniffFontFormat } from './font-format.js';

/** What the font library reads from an uploaded font file. */
export interface FontMetadata {
  format: FontFormat;
  /** The family name: name-table entry 16 (typographic family), else entry 1. */
  family: string;
  /** `italic` when name-table entry 2 (the subfamily) says so. */
  style: 'normal' | 'italic';
  /** The OS/2 weight class (`700`), or a variable font's `wght` range (`100 900`). */
  weight: string;
}

/** Name-table entries as fontkit gives them: one text per language (`{en: 'Lora'}`). */
type LocalisedNames = Partial<Record<string, string>>;

interface NameRecords {
  fontFamily?: LocalisedNames;
  fontSubfamily?: LocalisedNames;
  preferredFamily?: LocalisedNames;
}

// fontkit (with its brotli and zlib decoders) loads when a font is first read, not at start-up.
let fontkit: Promise<typeof import('fontkit')> | undefined;

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object';
}

/** The English text of a name entry, else its first non-empty language. */
function nameText(names: LocalisedNames | undefined): string {
  if (!names) return '';
  const english = names.en?.trim();
  if (english) return english;
  return (
    Object.values(names)
      .map((text) => text?.trim() ?? '')
      .find((text) => text !== '') ?? ''
  );
}

function nameRecords(font: Font): NameRecords {
  const table: unknown = (font as unknown as { name?: unknown }).name;
  if (!isObject(table) || !isObject(table.records)) return {};
  return table.records as NameRecords;
}

/** `min max` of a variable font's weight axis, else its OS/2 weight class, else 400. */
export function weightOf(
  axis: { min: number; max: number } | undefined,
  weightClass: number | undefined,
): string {
  if (axis && Number.isFinite(axis.min) && Number.isFinite(axis.max)) {
    const min = Math.round(Math.min(axis.min, axis.max));
    const max = Math.round(Math.max(axis.min, axis.max));
    return min === max ? String(min) : `${min} ${max}`;
  }
  if (weightClass !== undefined && Number.isInteger(weightClass) && weightClass >= 1) {
    return String(Math.min(weightClass, 1000));
  }
  return '400';
}

/** The family, style and weight the name, OS/2 and fvar tables of a parsed font give. */
export function describeFont(font: Font, format: FontFormat): FontMetadata | undefined {
  const records = nameRecords(font);
  const family = nameText(records.preferredFamily) || nameText(records.fontFamily);
  if (family === '') return undefined;
  const subfamily = nameText(records.fontSubfamily);
  const os2: unknown = font['OS/2'];
  const weightClass =
    isObject(os2) && typeof os2.usWeightClass === 'number' ? os2.usWeightClass : undefined;
  return {
    format,
    family,
    style: /italic/i.test(subfamily) ? 'italic' : 'normal',
    weight: weightOf(font.variationAxes?.wght, weightClass),
  };
}

/**
 * Reads an uploaded font with fontkit: undefined unless the bytes are a whole TTF, OTF, WOFF or
 * WOFF2 file (judged by content, never by name) whose tables parse and name a family. A font
 * collection (TTC) is not one font and is refused too.
 */
export async function readFontMetadata(bytes: Buffer): Promise<FontMetadata | undefined> {
  const format = sniffFontFormat(bytes);
  if (format === undefined || !isCompleteFontFile(bytes, format)) return undefined;
  fontkit ??= import('fontkit');
  const { create } = await fontkit;
  try {
    const parsed = create(bytes);
    if ('fonts' in parsed) return undefined;
    // Reading the tables is what fails on a damaged font (WOFF2 decompresses here).
    if (!(parsed.numGlyphs > 0) || !(parsed.unitsPerEm > 0)) return undefined;
    return describeFont(parsed, format);
  } catch {
    return undefined;
  }
}
