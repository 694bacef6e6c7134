import { AppError } from '../errors/app-error.js';
import type { FontMetadata } from './font-metadata.js';
import { firstFamilyName, kebabSlug, sanitizeFontFamily, sanitizeText } from './font-text.js';

/** A font family as stored (theme.json's fontFamilies item without its faces). */
export interface FontFamilySettings {
  name: string;
  slug: string;
  fontFamily: string;
  preview?: string;
}

export type FontDisplay = 'auto' | 'block' | 'fallback' | 'swap' | 'optional';

/** A font face as stored (theme.json's fontFace item); `src` holds served URLs once uploaded. */
export interface FontFaceSettings {
  fontFamily: string;
  fontStyle?: string;
  fontWeight?: string;
  fontDisplay?: FontDisplay;
  src: string | string[];
  fontStretch?: string;
  ascentOverride?: string;
  descentOverride?: string;
  fontVariant?: string;
  fontFeatureSettings?: string;
  fontVariationSettings?: string;
  lineGapOverride?: string;
  sizeAdjust?: string;
  unicodeRange?: string;
  preview?: string;
}

const FAMILY_PARAM = 'font_family_settings';
const FACE_PARAM = 'font_face_settings';
/** The longest text any setting may hold. */
const MAX_TEXT_LENGTH = 500;
/** The most sources one face may list. */
const MAX_SOURCES = 20;
const FONT_DISPLAYS: readonly FontDisplay[] = ['auto', 'block', 'fallback', 'swap', 'optional'];

function isFontDisplay(value: string): value is FontDisplay {
  return (FONT_DISPLAYS as readonly string[]).includes(value);
}
/** Face descriptors kept as plain text (the stylesheet generator checks their CSS again). */
const TEXT_DESCRIPTORS = [
  'fontStretch',
  'ascentOverride',
  'descentOverride',
  'fontVariant',
  'fontFeatureSettings',
  'fontVariationSettings',
  'lineGapOverride',
  'sizeAdjust',
  'unicodeRange',
] as const;
const FACE_PROPERTIES = new Set<string>([
  'fontFamily',
  'fontStyle',
  'fontWeight',
  'fontDisplay',
  'src',
  'preview',
  ...TEXT_DESCRIPTORS,
]);
const FAMILY_PROPERTIES = new Set(['name', 'slug', 'fontFamily', 'preview']);

/** 400 `rest_invalid_param` naming the parameter, with the reason in `data.params`. */
export function invalidSetting(param: string, reason: string): AppError {
  return new AppError('rest_invalid_param', `Invalid parameter(s): ${param}`, 400, {
    params: { [param]: reason },
  });
}

/** 400 `rest_missing_callback_param`: the settings were not sent at all. */
export function missingSetting(param: string): AppError {
  return new AppError('rest_missing_callback_param', `Missing parameter(s): ${param}`, 400, {
    params: [param],
  });
}

/**
 * The settings object a request sent: a JSON string (as multipart forms carry it) or, from a JSON
 * body, the object itself. Anything else is `rest_invalid_param`.
 */
export function settingsObject(value: unknown, param: string): Record<string, unknown> {
  if (value === undefined) throw missingSetting(param);
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      parsed = undefined;
    }
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw invalidSetting(param, `${param} parameter must be a valid JSON string.`);
  }
  return parsed as Record<string, unknown>;
}

function assertKnownProperties(
  settings: Record<string, unknown>,
  known: ReadonlySet<string>,
  param: string,
) {
  for (const key of Object.keys(settings)) {
    if (!known.has(key)) throw invalidSetting(param, `${key} is not a valid property of Object.`);
  }
}

/** A text setting: undefined when absent, else a string of bounded length (else the error). */
function textSetting(
  settings: Record<string, unknown>,
  key: string,
  param: string,
): string | undefined {
  const value = settings[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string')
    throw invalidSetting(param, `${param}[${key}] is not of type string.`);
  if (value.length > MAX_TEXT_LENGTH) {
    throw invalidSetting(
      param,
      `${param}[${key}] must be at most ${MAX_TEXT_LENGTH} characters long.`,
    );
  }
  return value;
}

function requiredText(value: string | undefined, key: string, param: string): string {
  if (value === undefined)
    throw invalidSetting(param, `${key} is a required property of ${param}.`);
  if (value === '') throw invalidSetting(param, `${param}[${key}] cannot be empty.`);
  return value;
}

/** An `http:`/`https:` URL or a path on this site (`/wp-content/fonts/…`), without white space. */
export function isFontUrl(value: string): boolean {
  if (/[\s\p{Cc}]/u.test(value)) return false;
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function previewSetting(settings: Record<string, unknown>, param: string): string | undefined {
  const preview = textSetting(settings, 'preview', param)?.trim();
  if (preview === undefined || preview === '') return preview;
  if (!isFontUrl(preview)) throw invalidSetting(param, `${param}[preview] is not a valid URL.`);
  return preview;
}

function cleanFontFamily(value: string, param: string): string {
  const clean = sanitizeFontFamily(value);
  if (clean === '') throw invalidSetting(param, `${param}[fontFamily] cannot be empty.`);
  return clean;
}

/** The settings of a new font family: name, slug and fontFamily required, each cleaned. */
export function newFamilySettings(raw: Record<string, unknown>): FontFamilySettings {
  const param = FAMILY_PARAM;
  assertKnownProperties(raw, FAMILY_PROPERTIES, param);
  const name = sanitizeText(requiredText(textSetting(raw, 'name', param), 'name', param));
  const slug = kebabSlug(requiredText(textSetting(raw, 'slug', param), 'slug', param));
  const fontFamily = requiredText(textSetting(raw, 'fontFamily', param), 'fontFamily', param);
  if (name === '') throw invalidSetting(param, `${param}[name] cannot be empty.`);
  if (slug === '') throw invalidSetting(param, `${param}[slug] cannot be empty.`);
  const preview = previewSetting(raw, param);
  return {
    name,
    slug,
    fontFamily: cleanFontFamily(fontFamily, param),
    ...(preview ? { preview } : {}),
  };
}

/**
 * A family's settings after an update: any of name, fontFamily and preview replaced; the slug
 * names the family and cannot change.
 */
export function updatedFamilySettings(
  current: FontFamilySettings,
  raw: Record<string, unknown>,
): FontFamilySettings {
  const param = FAMILY_PARAM;
  assertKnownProperties(raw, FAMILY_PROPERTIES, param);
  if (raw.slug !== undefined) throw invalidSetting(param, `${param}[slug] cannot be updated.`);
  const name = textSetting(raw, 'name', param);
  const fontFamily = textSetting(raw, 'fontFamily', param);
  const preview = previewSetting(raw, param);
  const next: FontFamilySettings = { ...current };
  if (name !== undefined) {
    next.name = sanitizeText(name);
    if (next.name === '') throw invalidSetting(param, `${param}[name] cannot be empty.`);
  }
  if (fontFamily !== undefined) next.fontFamily = cleanFontFamily(fontFamily, param);
  if (preview !== undefined) {
    if (preview === '') delete next.preview;
    else next.preview = preview;
  }
  return next;
}

function sourcesOf(raw: Record<string, unknown>, param: string): string[] {
  const src = raw.src;
  if (src === undefined) throw invalidSetting(param, `src is a required property of ${param}.`);
  const list = Array.isArray(src) ? src : [src];
  if (list.length === 0) throw invalidSetting(param, `${param}[src] cannot be empty.`);
  if (list.length > MAX_SOURCES) {
    throw invalidSetting(param, `${param}[src] may list at most ${MAX_SOURCES} files.`);
  }
  return list.map((entry) => {
    if (typeof entry !== 'string' || entry.trim() === '') {
      throw invalidSetting(param, `${param}[src] values must be non-empty strings.`);
    }
    if (entry.length > 2048) throw invalidSetting(param, `${param}[src] values are too long.`);
    return entry.trim();
  });
}

function fontWeightSetting(raw: Record<string, unknown>, param: string): string | undefined {
  const value = raw.fontWeight;
  if (value === undefined) return undefined;
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string') {
    throw invalidSetting(param, `${param}[fontWeight] is not of type string,integer.`);
  }
  const parts = text.trim().split(/\s+/);
  const weight = (part: string) =>
    /^\d+(\.\d+)?$/.test(part) && Number(part) >= 1 && Number(part) <= 1000;
  const ok =
    (parts.length === 1 &&
      (['normal', 'bold'].includes(parts[0] ?? '') || weight(parts[0] ?? ''))) ||
    (parts.length === 2 && parts.every(weight));
  if (!ok) {
    throw invalidSetting(
      param,
      `${param}[fontWeight] must be a weight from 1 to 1000 (or 'min max' for a variable font).`,
    );
  }
  return parts.join(' ');
}

function fontStyleSetting(raw: Record<string, unknown>, param: string): string | undefined {
  const value = textSetting(raw, 'fontStyle', param)?.trim();
  if (value === undefined) return undefined;
  if (!/^(normal|italic|oblique(\s+-?\d+(\.\d+)?deg){0,2})$/.test(value)) {
    throw invalidSetting(param, `${param}[fontStyle] must be normal, italic or oblique.`);
  }
  return value;
}

/** What a new face's settings say, with the names of the uploaded files its src refers to. */
export interface NewFaceSettings {
  settings: FontFaceSettings;
  /** The uploaded files, by field name (`file-0-0`), in the order src lists them. */
  fileKeys: string[];
}

/**
 * The settings of a new font face, checked against the uploaded files: every src entry is a URL
 * or the name of an uploaded file, and every uploaded file is used by src. `fontFamily`,
 * `fontStyle` and `fontWeight` left out are taken from the first uploaded file's own tables;
 * `fontDisplay` left out is `swap` (text shows at once in a fallback font while the file loads).
 */
export function newFaceSettings(
  raw: Record<string, unknown>,
  files: ReadonlyMap<string, FontMetadata>,
): NewFaceSettings {
  const param = FACE_PARAM;
  assertKnownProperties(raw, FACE_PROPERTIES, param);
  const sources = sourcesOf(raw, param);
  for (const source of sources) {
    if (!files.has(source) && !isFontUrl(source)) {
      throw invalidSetting(
        param,
        `${param}[src] value "${source}" must be a valid URL or file reference.`,
      );
    }
  }
  for (const key of files.keys()) {
    if (!sources.includes(key))
      throw invalidSetting(param, `File ${key} must be used in ${param}[src].`);
  }
  const fileKeys = sources.filter((source) => files.has(source));
  const first = fileKeys[0] === undefined ? undefined : files.get(fileKeys[0]);
  const family = textSetting(raw, 'fontFamily', param) ?? first?.family;
  const fontFamily = cleanFontFamily(requiredText(family, 'fontFamily', param), param);
  const display = textSetting(raw, 'fontDisplay', param);
  if (display !== undefined && !isFontDisplay(display)) {
    throw invalidSetting(param, `${param}[fontDisplay] is not one of ${FONT_DISPLAYS.join(', ')}.`);
  }
  const settings: FontFaceSettings = {
    fontFamily,
    fontStyle: fontStyleSetting(raw, param) ?? first?.style ?? 'normal',
    fontWeight: fontWeightSetting(raw, param) ?? first?.weight ?? '400',
    fontDisplay: display !== undefined && isFontDisplay(display) ? display : 'swap',
    src: sources.length === 1 ? (sources[0] ?? '') : sources,
  };
  for (const key of TEXT_DESCRIPTORS) {
    const value = textSetting(raw, key, param);
    const clean = value === undefined ? '' : sanitizeText(value);
    if (clean !== '') settings[key] = clean;
  }
  const preview = previewSetting(raw, param);
  if (preview) settings.preview = preview;
  return { settings, fileKeys };
}

const NAMED_WEIGHTS: Readonly<Record<string, string>> = { normal: '400', bold: '700' };

/**
 * What makes two faces of a family the same face, as WordPress compares them: the family's first
 * name, style, weight, stretch and unicode range, each in one spelling
 * (`lora;italic;700;normal;U+0-10FFFF`).
 */
export function fontFaceKey(settings: FontFaceSettings): string {
  const family = firstFamilyName(settings.fontFamily).toLowerCase();
  const style = (settings.fontStyle ?? 'normal').toLowerCase();
  const weightText = String(settings.fontWeight ?? '400').toLowerCase();
  const weight = NAMED_WEIGHTS[weightText] ?? weightText;
  const stretchText = (settings.fontStretch ?? 'normal').toLowerCase();
  const stretch = stretchText === '100%' ? 'normal' : stretchText;
  const range = (settings.unicodeRange ?? 'U+0-10FFFF').toUpperCase().replace(/\s+/g, '');
  return [family, style, weight, stretch, range].join(';');
}

/** The family settings a stored row's JSON holds (fields missing from damaged JSON are empty). */
export function storedFamilySettings(json: unknown): FontFamilySettings {
  const record = json !== null && typeof json === 'object' ? (json as Record<string, unknown>) : {};
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : '');
  return {
    name: text('name'),
    slug: text('slug'),
    fontFamily: text('fontFamily'),
    ...(text('preview') ? { preview: text('preview') } : {}),
  };
}

/** Sanity for a stored face: only the known properties, `fontFamily` and `src` always present. */
export function storedFaceSettings(json: unknown): FontFaceSettings {
  const record = json !== null && typeof json === 'object' ? (json as Record<string, unknown>) : {};
  const known = Object.fromEntries(
    Object.entries(record).filter(([key]) => FACE_PROPERTIES.has(key)),
  ) as Partial<FontFaceSettings>;
  return {
    ...known,
    fontFamily: typeof known.fontFamily === 'string' ? known.fontFamily : '',
    src: known.src ?? [],
  };
}
