import { describe, expect, it } from 'vitest';
import { loraFile, woffToSfnt } from '../../test/helpers/font-fixtures.js';
import { isCompleteFontFile, sniffFontFormat } from './font-format.js';

function withHeader(signature: string | number[], length = 64): Buffer {
  const bytes = Buffer.alloc(length);
  if (typeof signature === 'string') bytes.write(signature, 0, 'latin1');
  else Buffer.from(signature).copy(bytes);
  return bytes;
}

describe('sniffFontFormat', () => {
  it('names each accepted format by its first bytes', () => {
    expect(sniffFontFormat(withHeader('wOF2'))).toBe('woff2');
    expect(sniffFontFormat(withHeader('wOFF'))).toBe('woff');
    expect(sniffFontFormat(withHeader('OTTO'))).toBe('otf');
    expect(sniffFontFormat(withHeader([0, 1, 0, 0]))).toBe('ttf');
    expect(sniffFontFormat(withHeader('true'))).toBe('ttf');
  });

  it('refuses text, images, collections and files too short for a header', () => {
    expect(sniffFontFormat(Buffer.from('This is not a font, only text named .woff2\n'))).toBe(
      undefined,
    );
    expect(sniffFontFormat(withHeader([0x89, 0x50, 0x4e, 0x47]))).toBe(undefined);
    expect(sniffFontFormat(withHeader('ttcf'))).toBe(undefined);
    expect(sniffFontFormat(Buffer.from('wOF2'))).toBe(undefined);
    expect(sniffFontFormat(Buffer.alloc(0))).toBe(undefined);
  });

  it('reads real files of the font package', () => {
    expect(sniffFontFormat(loraFile('lora-latin-400-normal.woff2'))).toBe('woff2');
    expect(sniffFontFormat(loraFile('lora-latin-400-normal.woff'))).toBe('woff');
    expect(sniffFontFormat(woffToSfnt(loraFile('lora-latin-400-normal.woff')))).toBe('ttf');
  });
});

describe('isCompleteFontFile', () => {
  it('accepts whole files and refuses the same files cut short', () => {
    const woff2 = loraFile('lora-latin-700-italic.woff2');
    const woff = loraFile('lora-latin-700-italic.woff');
    const ttf = woffToSfnt(woff);
    expect(isCompleteFontFile(woff2, 'woff2')).toBe(true);
    expect(isCompleteFontFile(woff, 'woff')).toBe(true);
    expect(isCompleteFontFile(ttf, 'ttf')).toBe(true);
    expect(isCompleteFontFile(woff2.subarray(0, woff2.length - 100), 'woff2')).toBe(false);
    expect(isCompleteFontFile(woff.subarray(0, woff.length / 2), 'woff')).toBe(false);
    expect(isCompleteFontFile(ttf.subarray(0, ttf.length - 500), 'ttf')).toBe(false);
  });

  it('refuses an sfnt header that lists no tables or more than the file holds', () => {
    const empty = withHeader([0, 1, 0, 0], 12);
    expect(isCompleteFontFile(empty, 'ttf')).toBe(false);
    const claims = withHeader([0, 1, 0, 0], 12);
    claims.writeUInt16BE(40, 4);
    expect(isCompleteFontFile(claims, 'ttf')).toBe(false);
  });
});
