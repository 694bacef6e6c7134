import { describe, expect, it } from 'vitest';
import {
  faceKey,
  mergeFaces,
  mergeFamilies,
  previewFace,
  sortFaces,
  variantCount,
  variantName,
} from './font-faces';
import type { FontFamily } from './font-types';

const face = (fontWeight: string | number, fontStyle = 'normal') => ({
  fontFamily: 'Lora',
  fontWeight,
  fontStyle,
  src: `lora-${fontWeight}-${fontStyle}.woff2`,
});

describe('font faces', () => {
  it('names a variant by its weight, its range and its style', () => {
    expect(variantName(face(400))).toBe('Normal');
    expect(variantName(face('700', 'italic'))).toBe('Bold Italic');
    expect(variantName(face('100 900'))).toBe('Thin to Black');
    expect(variantName({ fontWeight: 'bold' })).toBe('Bold');
    expect(variantName({})).toBe('Normal');
    expect(variantName(face(450))).toBe('450');
  });

  it('tells faces apart by weight and style, with 400 and normal as defaults', () => {
    expect(faceKey({})).toBe(faceKey({ fontWeight: 400, fontStyle: 'normal' }));
    expect(faceKey({ fontWeight: 'normal' })).toBe('400|normal');
    expect(faceKey(face(400, 'italic'))).not.toBe(faceKey(face(400)));
  });

  it('sorts lighter faces first and upright before italic', () => {
    const sorted = sortFaces([face(700, 'italic'), face(700), face(300), face('100 900')]);
    expect(sorted.map(variantName)).toEqual(['Thin to Black', 'Light', 'Bold', 'Bold Italic']);
  });

  it('merges faces by weight and style, the newer one winning', () => {
    const newer = { ...face(400), src: 'new.woff2' };
    const merged = mergeFaces([face(400), face(700)], [newer, face(400, 'italic')]);
    expect(merged).toHaveLength(3);
    expect(merged.find((item) => faceKey(item) === '400|normal')?.src).toBe('new.woff2');
  });

  it('merges families by slug, their faces joined, new families appended', () => {
    const lora: FontFamily = {
      name: 'Lora',
      slug: 'lora',
      fontFamily: 'Lora',
      fontFace: [face(400)],
    };
    const inter: FontFamily = { name: 'Inter', slug: 'inter', fontFamily: 'Inter' };
    const merged = mergeFamilies([lora], [{ ...lora, fontFace: [face(700)] }, inter]);
    expect(merged.map((family) => family.slug)).toEqual(['lora', 'inter']);
    expect(merged[0]?.fontFace?.map(variantName)).toEqual(['Normal', 'Bold']);
    expect(merged[1]).not.toHaveProperty('fontFace');
  });

  it('previews the face nearest to an upright normal weight', () => {
    expect(previewFace({ fontFace: [face(700), face(400, 'italic'), face(300)] })).toEqual(
      face(300),
    );
    expect(previewFace({ fontFace: [face('100 900', 'italic'), face('200 800')] })).toEqual(
      face('200 800'),
    );
    expect(previewFace({})).toBeUndefined();
  });

  it('counts variants, a family without faces being one', () => {
    expect(variantCount({ fontFace: [face(400), face(700)] })).toBe('2 variants');
    expect(variantCount({})).toBe('1 variant');
  });
});
