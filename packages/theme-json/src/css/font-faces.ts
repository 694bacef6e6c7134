import type { FontFace, FontFamilyPreset } from '../types/presets';
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
 * Quotes a font family name for CSS unless it is plain letters and hyphens (or already quoted):
 * `Inter` stays, `Source Serif 4` → `"Source Serif 4"`.
 */
export function quoteFontFamilyName(name: string): string {
  const trimmed = name.trim();
  if (/^(['"]).*\1$/.test(trimmed) || /^[a-zA-Z-]+$/.test(trimmed)) return trimmed;
  return `"${trimmed.replace(/"/g, '\\"')}"`;
}

function fontFormat(url: string): string | undefined {
  const path = url.split(/[?#]/)[0] ?? '';
  const extension = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  return FORMATS[extension];
}

function srcValue(src: FontFace['src'], resolveUrl: FontUrlResolver): string | undefined {
  const sources = (typeof src === 'string' ? [src] : [...src]).filter(
    (entry) => typeof entry === 'string' && entry.trim() !== '',
  );
  if (sources.length === 0) return undefined;
  return sources
    .map((entry) => {
      const url = resolveUrl(entry.trim());
      const format = fontFormat(url) ?? fontFormat(entry);
      const quoted = `url('${url.replace(/'/g, '%27')}')`;
      return format === undefined ? quoted : `${quoted} format('${format}')`;
    })
    .join(', ');
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
  if (src === undefined) return '';
  const name = face.fontFamily?.trim() ? face.fontFamily : firstFamilyName(family.fontFamily);
  const declarations: Declaration[] = [
    { property: 'font-family', value: quoteFontFamilyName(name) },
    { property: 'font-style', value: face.fontStyle ?? 'normal' },
    { property: 'font-weight', value: String(face.fontWeight ?? '400') },
    {
      property: 'font-display',
      value: face.fontDisplay ?? options.defaultFontDisplay ?? 'fallback',
    },
    { property: 'src', value: src },
  ];
  for (const [key, property] of OPTIONAL_DESCRIPTORS) {
    const value = face[key];
    if (typeof value === 'string' && value.trim() !== '') declarations.push({ property, value });
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
