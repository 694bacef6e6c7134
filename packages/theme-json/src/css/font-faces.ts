import type { FontFace, FontFamilyPreset } from '../types/presets';
import { cssString, cssUrl } from '../values/css-url';
import { isCssFontWeight, isCssKeyword, isSafeCssValue } from '../values/css-value-types';
import { isRecord } from '../values/object-path';
import { type Declaration, toRuleset } from './ruleset';

/** Turns a theme-relative `file:./…` reference (or any src) into a URL. */
export type FontUrlResolver = (src: string) => string;

/** Options of {@link generateFontFaceCss}. */
export interface FontFaceOptions {
  /** Resolves `file:./assets/fonts/x.woff2` and other sources; identity when omitted. */
  readonly resolveUrl?: FontUrlResolver;
  /** `font-display` when a face has none; `fallback` when omitted. */
  readonly defaultFontDisplay?: string;
}

const FORMATS: Readonly<Record<string, string>> = {
  woff2: 'woff2',
  woff: 'woff',
  ttf: 'truetype',
  otf: 'opentype',
  eot: 'embedded-opentype',
  svg: 'svg',
};

const OPTIONAL_DESCRIPTORS: readonly (readonly [keyof FontFace, string])[] = [
  ['fontStretch', 'font-stretch'],
  ['fontVariant', 'font-variant'],
  ['fontFeatureSettings', 'font-feature-settings'],
  ['fontVariationSettings', 'font-variation-settings'],
  ['lineGapOverride', 'line-gap-override'],
  ['sizeAdjust', 'size-adjust'],
  ['unicodeRange', 'unicode-range'],
  ['ascentOverride', 'ascent-override'],
  ['descentOverride', 'descent-override'],
];

/**
 * Quotes a font family name for CSS unless it is plain letters and hyphens: `Inter` stays,
 * `Source Serif 4` → `"Source Serif 4"`, an already quoted name stays as it is when it is safe.
 * Quotes, backslashes, line breaks and `<` inside are escaped (`cssString`), so no name can end
 * the string, the rule or the `<style>` element.
 */
export function quoteFontFamilyName(name: string): string {
  const trimmed = name.trim();
  if (/^[a-zA-Z-]+$/.test(trimmed)) return trimmed;
  const quoted = /^(['"])(.*)\1$/s.exec(trimmed);
  if (quoted === null) return cssString(trimmed);
  const inner = quoted[2] ?? '';
  return /^[^'"\\<\p{Cc}]*$/u.test(inner) ? trimmed : cssString(inner);
}

const FONT_STYLES = ['normal', 'italic', 'oblique'];
const FONT_DISPLAYS = ['auto', 'block', 'swap', 'fallback', 'optional'];

function fontStyle(value: unknown): string | undefined {
  if (value === undefined) return 'normal';
  if (typeof value !== 'string') return undefined;
  const [keyword, ...angles] = value.trim().split(/\s+/);
  const angle = /^-?\d+(?:\.\d+)?deg$/;
  const ok =
    isCssKeyword(keyword, FONT_STYLES) &&
    angles.length <= 2 &&
    angles.every((part) => angle.test(part)) &&
    (angles.length === 0 || keyword === 'oblique');
  return ok ? value.trim() : undefined;
}

/** `400`, `bold` or a variable font's range `100 900`; undefined when it is none of these. */
function fontWeight(value: unknown): string | undefined {
  const text = String(value ?? '400').trim();
  const parts = text.split(/\s+/);
  return parts.length <= 2 && parts.every((part) => isCssFontWeight(part)) ? text : undefined;
}

function fontFormat(url: string): string | undefined {
  const path = url.split(/[?#]/)[0] ?? '';
  const extension = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  return FORMATS[extension];
}

function srcValue(src: FontFace['src'], resolveUrl: FontUrlResolver): string | undefined {
  const list: readonly unknown[] = Array.isArray(src) ? src : [src];
  const sources = list.filter(
    (entry): entry is string => typeof entry === 'string' && entry.trim() !== '',
  );
  if (sources.length === 0) return undefined;
  return sources
    .map((entry) => {
      const url = resolveUrl(entry.trim());
      const format = fontFormat(url) ?? fontFormat(entry);
      const quoted = cssUrl(url);
      if (quoted === undefined) return undefined;
      return format === undefined ? quoted : `${quoted} format('${format}')`;
    })
    .filter((entry) => entry !== undefined)
    .join(', ');
}

/** `unicode-range` takes `U+0000-00FF, U+0131`; the others any value of the strict grammar. */
function isDescriptorValue(property: string, value: string): boolean {
  if (property === 'unicode-range') {
    return /^\s*[uU]\+[0-9a-fA-F?]{1,6}(?:-[0-9a-fA-F]{1,6})?(?:\s*,\s*[uU]\+[0-9a-fA-F?]{1,6}(?:-[0-9a-fA-F]{1,6})?)*\s*$/.test(
      value,
    );
  }
  return isSafeCssValue(value);
}

function firstFamilyName(fontFamily: string): string {
  const first = fontFamily.split(',')[0] ?? '';
  return first.trim().replace(/^(['"])(.*)\1$/, '$2');
}

/** The `@font-face` rule of one face; empty when it has no usable src. */
export function generateFontFaceRule(
  face: FontFace,
  family: Pick<FontFamilyPreset, 'fontFamily'>,
  options: FontFaceOptions = {},
): string {
  const src = srcValue(face.src, options.resolveUrl ?? ((url) => url));
  if (src === undefined || src === '') return '';
  const name = face.fontFamily?.trim() ? face.fontFamily : firstFamilyName(family.fontFamily);
  const style = fontStyle(face.fontStyle);
  const weight = fontWeight(face.fontWeight);
  const display = face.fontDisplay ?? options.defaultFontDisplay ?? 'fallback';
  if (name.trim() === '' || style === undefined || weight === undefined) return '';
  const declarations: Declaration[] = [
    { property: 'font-family', value: quoteFontFamilyName(name) },
    { property: 'font-style', value: style },
    { property: 'font-weight', value: weight },
    {
      property: 'font-display',
      value: isCssKeyword(display, FONT_DISPLAYS) ? display : 'fallback',
    },
    { property: 'src', value: src },
  ];
  for (const [key, property] of OPTIONAL_DESCRIPTORS) {
    const value = face[key];
    if (typeof value === 'string' && value.trim() !== '' && isDescriptorValue(property, value)) {
      declarations.push({ property, value });
    }
  }
  return toRuleset('@font-face', declarations);
}

/**
 * `@font-face` rules for every face of every font family given (in order; identical rules are
 * written once). Theme files (`file:./assets/fonts/inter.woff2`) go through `resolveUrl`.
 */
export function generateFontFaceCss(
  families: readonly FontFamilyPreset[],
  options: FontFaceOptions = {},
): string {
  const seen = new Set<string>();
  let css = '';
  for (const family of families) {
    if (!isRecord(family) || !Array.isArray(family.fontFace)) continue;
    for (const face of family.fontFace as FontFace[]) {
      if (!isRecord(face)) continue;
      const rule = generateFontFaceRule(face, family, options);
      if (rule === '' || seen.has(rule)) continue;
      seen.add(rule);
      css += rule;
    }
  }
  return css;
}
