import { describe, expect, it } from 'vitest';
import {
  type FontFileInfo,
  faceFromFontInfo,
  familiesFromFaces,
  hasFontExtension,
  planUpload,
} from './upload-files';

const file = (name: string) => new File(['font'], name);

describe('upload files', () => {
  it('reads the family from name 16 else 1, italic from name 2, the weight from the axis or OS/2', () => {
    const lora = file('lora.ttf');
    expect(
      faceFromFontInfo(
        {
          preferredFamily: 'Lora',
          family: 'Lora Bold',
          subfamily: 'Bold Italic',
          weightClass: 700,
        },
        lora,
      ),
    ).toEqual({ fontFamily: 'Lora', fontStyle: 'italic', fontWeight: '700', file: lora });
    expect(faceFromFontInfo({ family: 'Inter', subfamily: 'Regular' }, lora)).toMatchObject({
      fontFamily: 'Inter',
      fontStyle: 'normal',
      fontWeight: '400',
    });
    expect(
      faceFromFontInfo(
        { family: 'Inter', weightClass: 400, weightAxis: { min: 100, max: 900 } },
        lora,
      )?.fontWeight,
    ).toBe('100 900');
    expect(faceFromFontInfo({ subfamily: 'Regular' }, lora)).toBeNull();
  });

  it('takes otf, ttf, woff and woff2 names only', () => {
    expect(
      ['a.otf', 'a.TTF', 'a.woff', 'a.woff2'].every((name) => hasFontExtension(file(name))),
    ).toBe(true);
    expect(hasFontExtension(file('a.eot'))).toBe(false);
    expect(hasFontExtension(file('woff2'))).toBe(false);
  });

  it('groups faces into families by name, slugs in kebab case', () => {
    const families = familiesFromFaces([
      { fontFamily: 'Source Serif 4', fontWeight: '400' },
      { fontFamily: 'Lora', fontWeight: '400' },
      { fontFamily: 'Source Serif 4', fontWeight: '700' },
    ]);
    expect(families.map((family) => [family.slug, family.fontFace?.length])).toEqual([
      ['source-serif-4', 2],
      ['lora', 1],
    ]);
  });

  it('ignores a second file of the same name and files of other extensions', async () => {
    const info: FontFileInfo = { family: 'Lora', subfamily: 'Regular', weightClass: 400 };
    const plan = await planUpload(
      [file('lora.woff2'), file('lora.woff2'), file('lora.eot')],
      async () => info,
    );
    expect(plan.ok && plan.families[0]?.fontFace).toHaveLength(1);
  });

  it("says 'Sorry, you are not allowed to upload this file type.' when only non-fonts came", async () => {
    const plan = await planUpload([file('notes.woff2')], async () => null);
    expect(plan).toEqual({
      ok: false,
      message: 'Sorry, you are not allowed to upload this file type.',
    });
    const failing = await planUpload([file('broken.ttf')], async () => {
      throw new Error('truncated');
    });
    expect(failing).toEqual({
      ok: false,
      message: 'Sorry, you are not allowed to upload this file type.',
    });
  });

  it("says 'No fonts found to install.' when nothing was left without a parse failure", async () => {
    expect(await planUpload([], async () => null)).toEqual({
      ok: false,
      message: 'No fonts found to install.',
    });
    const renamed = await planUpload([file('lora.eot')], async () => ({ family: 'Lora' }));
    expect(renamed).toEqual({ ok: false, message: 'No fonts found to install.' });
  });
});
