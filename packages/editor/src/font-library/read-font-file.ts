import type { FontFileInfo } from './upload-files';

/**
 * Reads what the Upload tab needs from a font file with fontkit (a real font parser, loaded in
 * its own chunk the first time a file is read): the family and subfamily names, the OS/2 weight
 * class and the `wght` axis. Null for anything that is not an otf, ttf, woff or woff2 by content
 * (a renamed text file, a collection, a truncated file).
 */

const SIGNATURES = ['\u0000\u0001\u0000\u0000', 'OTTO', 'true', 'wOFF', 'wOF2'];

/** Whether the first four bytes are those of an sfnt, WOFF or WOFF2 font. */
export function hasFontSignature(bytes: Uint8Array): boolean {
  if (bytes.length < 12) return false;
  const tag = String.fromCharCode(...bytes.subarray(0, 4));
  return SIGNATURES.includes(tag);
}

const uint32 = (bytes: Uint8Array, at: number) =>
  new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(at);

/**
 * Whether the whole font is there: a WOFF or WOFF2 file is as long as its header says; every
 * table of an sfnt lies inside the file. A truncated upload fails here.
 */
export function isCompleteFont(bytes: Uint8Array): boolean {
  if (!hasFontSignature(bytes)) return false;
  const tag = String.fromCharCode(...bytes.subarray(0, 4));
  if (tag === 'wOFF' || tag === 'wOF2') return uint32(bytes, 8) === bytes.length;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tables = view.getUint16(4);
  if (12 + tables * 16 > bytes.length) return false;
  for (let index = 0; index < tables; index++) {
    const record = 12 + index * 16;
    if (view.getUint32(record + 8) + view.getUint32(record + 12) > bytes.length) return false;
  }
  return true;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The English text of a name entry (`{en: 'Lora'}`), else its first language's. */
function nameText(entry: unknown): string | undefined {
  if (typeof entry === 'string') return entry;
  if (!isRecord(entry)) return undefined;
  const english = entry.en;
  if (typeof english === 'string' && english.trim() !== '') return english;
  return Object.values(entry).find(
    (text): text is string => typeof text === 'string' && text.trim() !== '',
  );
}

/** The info of a font object fontkit made (its shape read with care: nothing is assumed). */
export function fontInfoOf(font: unknown): FontFileInfo | null {
  if (!isRecord(font) || 'fonts' in font) return null;
  const table = font.name;
  const records = isRecord(table) && isRecord(table.records) ? table.records : {};
  const os2 = font['OS/2'];
  const weightClass = isRecord(os2) ? os2.usWeightClass : undefined;
  const axes = font.variationAxes;
  const wght = isRecord(axes) ? axes.wght : undefined;
  const info: FontFileInfo = {
    preferredFamily: nameText(records.preferredFamily),
    family: nameText(records.fontFamily),
    subfamily: nameText(records.fontSubfamily),
  };
  if (typeof weightClass === 'number') info.weightClass = weightClass;
  if (isRecord(wght) && typeof wght.min === 'number' && typeof wght.max === 'number') {
    info.weightAxis = { min: wght.min, max: wght.max };
  }
  return info;
}

/** Reads a picked file; null when it is not a single font file of an accepted format. */
export async function readFontFile(file: File): Promise<FontFileInfo | null> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!isCompleteFont(bytes)) return null;
  const fontkit = await import('fontkit');
  // fontkit's browser build reads a Uint8Array; its typings name Node's Buffer only.
  const create = fontkit.create as unknown as (data: Uint8Array) => unknown;
  try {
    const info = fontInfoOf(create(bytes));
    return info?.preferredFamily || info?.family ? info : null;
  } catch {
    return null;
  }
}
