/** The font file formats the font library accepts, named by their usual extension. */
export type FontFormat = 'ttf' | 'otf' | 'woff' | 'woff2';

/** The content type each format is served with. */
export const FONT_CONTENT_TYPES: Readonly<Record<FontFormat, string>> = {
  woff2: 'font/woff2',
  woff: 'font/woff',
  ttf: 'font/ttf',
  otf: 'font/otf',
};

/** Header bytes of an sfnt (TrueType or OpenType) file: version, table count, search fields. */
const SFNT_HEADER_BYTES = 12;
const SFNT_TABLE_RECORD_BYTES = 16;
/** WOFF and WOFF2 headers start with the signature, the flavour, then the whole file's length. */
const WOFF_HEADER_BYTES = 44;
const WOFF2_HEADER_BYTES = 48;

function tag(bytes: Uint8Array, offset = 0): string {
  return String.fromCharCode(...bytes.subarray(offset, offset + 4));
}

function uint32(bytes: Uint8Array, offset: number): number {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(offset);
}

function uint16(bytes: Uint8Array, offset: number): number {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint16(offset);
}

/**
 * The format of a font file judged by its first bytes, never by its name: `wOF2` (WOFF2),
 * `wOFF` (WOFF), `OTTO` (OpenType with CFF outlines), `0x00010000` or `true` (TrueType).
 * Anything else — text, images, font collections (`ttcf`), EOT, SVG — is undefined.
 */
export function sniffFontFormat(bytes: Uint8Array): FontFormat | undefined {
  if (bytes.length < SFNT_HEADER_BYTES) return undefined;
  const signature = tag(bytes);
  if (signature === 'wOF2') return 'woff2';
  if (signature === 'wOFF') return 'woff';
  if (signature === 'OTTO') return 'otf';
  if (signature === 'true' || uint32(bytes, 0) === 0x00010000) return 'ttf';
  return undefined;
}

/** Every table an sfnt's directory lists lies inside the file. */
function sfntTablesInside(bytes: Uint8Array): boolean {
  const tables = uint16(bytes, 4);
  const directoryEnd = SFNT_HEADER_BYTES + tables * SFNT_TABLE_RECORD_BYTES;
  if (tables === 0 || directoryEnd > bytes.length) return false;
  for (let index = 0; index < tables; index++) {
    const record = SFNT_HEADER_BYTES + index * SFNT_TABLE_RECORD_BYTES;
    const offset = uint32(bytes, record + 8);
    const length = uint32(bytes, record + 12);
    if (offset + length > bytes.length) return false;
  }
  return true;
}

/**
 * Whether the file is whole: a WOFF or WOFF2 file is as long as its header says, and an sfnt's
 * tables all end inside it. A font cut off in transfer fails here even where a parser would read
 * the tables that happen to come first.
 */
export function isCompleteFontFile(bytes: Uint8Array, format: FontFormat): boolean {
  if (format === 'woff' || format === 'woff2') {
    const header = format === 'woff' ? WOFF_HEADER_BYTES : WOFF2_HEADER_BYTES;
    return bytes.length >= header && uint32(bytes, 8) === bytes.length;
  }
  return sfntTablesInside(bytes);
}
