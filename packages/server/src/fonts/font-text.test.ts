import { describe, expect, it } from 'vitest';
import { firstFamilyName, kebabSlug, sanitizeFontFamily, sanitizeText } from './font-text.js';

describe('kebabSlug', () => {
  it('turns names into kebab case without accents', () => {
    expect(kebabSlug('Source Serif 4')).toBe('source-serif-4');
    expect(kebabSlug('  Crème Brûlée  Display ')).toBe('creme-brulee-display');
    expect(kebabSlug('"Quoted", serif')).toBe('quoted-serif');
    expect(kebabSlug('!!!')).toBe('');
    expect(kebabSlug('a'.repeat(250))).toHaveLength(200);
  });
});

describe('sanitizeText', () => {
  it('drops tags, angle brackets and control characters, and collapses white space', () => {
    expect(sanitizeText('Evil </style><script>alert(1)</script> Font')).toBe('Evil alert(1) Font');
    expect(sanitizeText('A\u0000B\n\tC  <')).toBe('A B C');
  });
});

describe('sanitizeFontFamily', () => {
  it('leaves plain names and generic families bare and quotes the others', () => {
    expect(sanitizeFontFamily('Inter, Source Serif 4, serif')).toBe(
      'Inter, "Source Serif 4", serif',
    );
    expect(sanitizeFontFamily("'Open Sans', sans-serif")).toBe('"Open Sans", sans-serif');
    expect(sanitizeFontFamily('Fira-Code, ui-monospace')).toBe('Fira-Code, ui-monospace');
  });

  it('can never end the CSS string, the rule or the <style> element', () => {
    const cleaned = sanitizeFontFamily('Evil"; } body { color: red; } </style><b>x</b>, serif');
    expect(cleaned).toBe('"Evil body color: red x", serif');
    expect(cleaned).not.toMatch(/[;{}<>\\]/);
    expect(sanitizeFontFamily('"", ,')).toBe('');
    expect(sanitizeFontFamily('Back\\slash')).toBe('Backslash');
  });
});

describe('firstFamilyName', () => {
  it('is the first name of the list, unquoted', () => {
    expect(firstFamilyName('"Source Serif 4", serif')).toBe('Source Serif 4');
    expect(firstFamilyName('Lora')).toBe('Lora');
  });
});
