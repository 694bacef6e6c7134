import { describe, expect, it } from 'vitest';
import {
  loraFile,
  sourceSerifItalicVariable,
  woffToSfnt,
} from '../../test/helpers/font-fixtures.js';
import { readFontMetadata, weightOf } from './font-metadata.js';

describe('readFontMetadata on real font files', () => {
  it('reads a regular WOFF2: family from name entry 1, normal, weight class 400', async () => {
    expect(await readFontMetadata(loraFile('lora-latin-400-normal.woff2'))).toEqual({
      format: 'woff2',
      family: 'Lora',
      style: 'normal',
      weight: '400',
    });
  });

  it('prefers the typographic family (entry 16) over entry 1 (“Lora Medium”)', async () => {
    expect(await readFontMetadata(loraFile('lora-latin-500-normal.woff2'))).toEqual({
      format: 'woff2',
      family: 'Lora',
      style: 'normal',
      weight: '500',
    });
  });

  it('is italic when the subfamily says so (“Bold Italic”)', async () => {
    expect(await readFontMetadata(loraFile('lora-latin-700-italic.woff2'))).toEqual({
      format: 'woff2',
      family: 'Lora',
      style: 'italic',
      weight: '700',
    });
  });

  it('reads WOFF and TrueType files alike', async () => {
    const woff = loraFile('lora-latin-600-normal.woff');
    expect(await readFontMetadata(woff)).toMatchObject({ format: 'woff', weight: '600' });
    expect(await readFontMetadata(woffToSfnt(woff))).toMatchObject({
      format: 'ttf',
      style: 'normal',
      weight: '600',
    });
  });

  it('gives a variable font its wght range as “min max”', async () => {
    expect(await readFontMetadata(sourceSerifItalicVariable())).toEqual({
      format: 'woff2',
      family: 'Source Serif 4',
      style: 'italic',
      weight: '200 900',
    });
  });

  it('refuses text named like a font, a truncated font and an empty file', async () => {
    expect(await readFontMetadata(Buffer.from('Not a font at all, just words.'))).toBe(undefined);
    const woff2 = loraFile('lora-latin-400-normal.woff2');
    expect(await readFontMetadata(woff2.subarray(0, 2000))).toBe(undefined);
    expect(await readFontMetadata(Buffer.alloc(0))).toBe(undefined);
  });

  it('refuses a whole-looking file whose tables are garbage', async () => {
    const ttf = woffToSfnt(loraFile('lora-latin-400-normal.woff'));
    const damaged = Buffer.from(ttf);
    damaged.fill(0xff, 300);
    expect(await readFontMetadata(damaged)).toBe(undefined);
  });
});

describe('weightOf', () => {
  it('prefers the wght axis, then the weight class, then 400', () => {
    expect(weightOf({ min: 100, max: 900 }, 400)).toBe('100 900');
    expect(weightOf({ min: 400, max: 400 }, 300)).toBe('400');
    expect(weightOf(undefined, 800)).toBe('800');
    expect(weightOf(undefined, 0)).toBe('400');
    expect(weightOf(undefined, undefined)).toBe('400');
  });
});
