import { describe, expect, it } from 'vitest';
import {
  activationSummary,
  familyActivation,
  isFaceActive,
  setFamilyActive,
  stylesFamily,
  toggleFace,
  toggleFamily,
} from './font-activation';
import type { FontFamily } from './font-types';

const regular = { fontFamily: 'Lora', fontWeight: '400', fontStyle: 'normal', src: 'r.woff2' };
const bold = { fontFamily: 'Lora', fontWeight: '700', fontStyle: 'normal', src: 'b.woff2' };
const lora: FontFamily = Object.freeze({
  id: 12,
  source: 'custom',
  name: 'Lora',
  slug: 'lora',
  fontFamily: 'Lora, serif',
  fontFace: [{ ...regular, id: 31 }, bold],
});
const system: FontFamily = Object.freeze({
  name: 'System',
  slug: 'system',
  fontFamily: 'system-ui',
  source: 'theme',
});

describe('font activation', () => {
  it('keeps only what theme.json describes in the styles (no ids, source or files)', () => {
    expect(stylesFamily(lora)).toEqual({
      name: 'Lora',
      slug: 'lora',
      fontFamily: 'Lora, serif',
      fontFace: [regular, bold],
    });
  });

  it('activates a family with the one variant toggled, then its others one by one', () => {
    const once = toggleFace([], lora, bold);
    expect(once).toEqual([
      { name: 'Lora', slug: 'lora', fontFamily: 'Lora, serif', fontFace: [bold] },
    ]);
    const twice = toggleFace(once, lora, regular);
    expect(twice[0]?.fontFace).toEqual([bold, regular]);
    expect(familyActivation(once, lora)).toBe('some');
    expect(familyActivation(twice, lora)).toBe('all');
  });

  it('removes a variant, and the family with its last one', () => {
    const both = setFamilyActive([], lora, true);
    const left = toggleFace(both, lora, regular);
    expect(isFaceActive(left, lora, regular)).toBe(false);
    expect(isFaceActive(left, lora, bold)).toBe(true);
    expect(toggleFace(left, lora, bold)).toEqual([]);
  });

  it('adds or removes a family with no faces whole, keeping the others in place', () => {
    const other: FontFamily = { name: 'Inter', slug: 'inter', fontFamily: 'Inter' };
    const on = toggleFamily([other], system);
    expect(on.map((family) => family.slug)).toEqual(['inter', 'system']);
    expect(familyActivation(on, system)).toBe('all');
    expect(toggleFamily(on, system)).toEqual([other]);
  });

  it('turns every variant on or off at once', () => {
    const some = toggleFace([], lora, bold);
    const all = setFamilyActive(some, lora, true);
    expect(all[0]?.fontFace).toEqual([regular, bold]);
    expect(setFamilyActive(all, lora, false)).toEqual([]);
  });

  it('sums a family up for its card', () => {
    expect(activationSummary([], lora)).toBe('2 variants');
    expect(activationSummary(toggleFace([], lora, bold), lora)).toBe('1/2 variants active');
    expect(activationSummary([], system)).toBe('1 variant');
    expect(activationSummary(toggleFamily([], system), system)).toBe('1/1 variants active');
  });
});
