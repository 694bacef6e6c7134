// Real fonts (Lora from @fontsource), as data URLs.
import loraRegular from '@fontsource/lora/files/lora-latin-400-normal.woff2?inline';
import loraWoff from '@fontsource/lora/files/lora-latin-500-normal.woff?inline';
import loraBoldItalic from '@fontsource/lora/files/lora-latin-700-italic.woff2?inline';
import { describe, expect, it } from 'vitest';
import { hasFontSignature, isCompleteFont, readFontFile } from './read-font-file';

function bytesOf(dataUrl: string): Uint8Array<ArrayBuffer> {
  const binary = atob(dataUrl.slice(dataUrl.indexOf(',') + 1));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

const fontFile = (dataUrl: string, name: string) =>
  new File([bytesOf(dataUrl)], name, { type: 'font/woff2' });

describe('reading a font file', () => {
  it('reads family, style and weight from real WOFF2 and WOFF files', async () => {
    expect(await readFontFile(fontFile(loraBoldItalic, 'lora-bold-italic.woff2'))).toMatchObject({
      family: 'Lora',
      subfamily: 'Bold Italic',
      weightClass: 700,
    });
    // This subset has no name 16: its name 1 is the family the upload uses.
    expect(await readFontFile(fontFile(loraWoff, 'lora-medium.woff'))).toMatchObject({
      preferredFamily: undefined,
      family: 'Lora Medium',
      weightClass: 500,
    });
  });

  it('refuses a text file named .woff2 and a truncated font', async () => {
    expect(await readFontFile(new File(['not a font at all'], 'notes.woff2'))).toBeNull();
    const bytes = bytesOf(loraRegular);
    const truncated = new File([bytes.slice(0, 200)], 'lora.woff2');
    expect(await readFontFile(truncated)).toBeNull();
  });

  it('checks that the whole file is there', () => {
    const bytes = bytesOf(loraRegular);
    expect(isCompleteFont(bytes)).toBe(true);
    expect(isCompleteFont(bytes.subarray(0, bytes.length - 1))).toBe(false);
  });

  it('knows the four signatures', () => {
    const head = (text: string) =>
      new Uint8Array([...text].map((c) => c.charCodeAt(0)).concat(Array(12).fill(0)));
    expect(
      ['OTTO', 'true', 'wOFF', 'wOF2', '\u0000\u0001\u0000\u0000'].every((tag) =>
        hasFontSignature(head(tag)),
      ),
    ).toBe(true);
    expect(hasFontSignature(head('ttcf'))).toBe(false);
    expect(hasFontSignature(new Uint8Array([0x77, 0x4f]))).toBe(false);
  });
});
