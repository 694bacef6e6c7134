/**
 * The font library's shapes (spec 3 §3): a font family and its faces as theme.json lists them
 * (`settings.typography.fontFamilies`), plus what the library adds to them while it works — the
 * server record's id, where a family comes from, and the files a new face uploads.
 */

/** Where an activated family lives in `settings.typography.fontFamilies`. */
export type FontSource = 'theme' | 'custom';

/** One face of a family: one weight and style, with its files. */
export interface FontFace {
  fontFamily: string;
  /** 'normal' or 'italic'; 'normal' when absent. */
  fontStyle?: string;
  /** A number, or 'min max' for a variable font; 400 when absent. */
  fontWeight?: string | number;
  /** A URL, a list of URLs, or a theme's `file:./…` reference. */
  src?: string | string[];
  preview?: string;
  /** The file(s) to upload for a face the library installs (never saved in the styles). */
  file?: File | File[];
  [descriptor: string]: unknown;
}

/** A font family as theme.json lists it, with the library's own marks. */
export interface FontFamily {
  name: string;
  slug: string;
  /** The CSS `font-family` value, e.g. `"Source Serif 4", serif`. */
  fontFamily: string;
  fontFace?: FontFace[];
  preview?: string;
  /** The server record's id of an installed family (wp_font_family). */
  id?: number;
  source?: FontSource;
  /** A collection family's categories (slugs). */
  category?: string[];
}

/** The activated families of the user's global styles, per origin. */
export interface ActiveFontFamilies {
  theme?: FontFamily[];
  custom?: FontFamily[];
  [origin: string]: FontFamily[] | undefined;
}

/** A REST font face record (`/wp/v2/font-families/{id}/font-faces`). */
export interface FontFaceRecord {
  id: number;
  parent?: number;
  font_face_settings: FontFace;
}

/** A REST font family record (`/wp/v2/font-families`), faces embedded with `_embed=true`. */
export interface FontFamilyRecord {
  id: number;
  font_family_settings: Omit<FontFamily, 'fontFace' | 'id' | 'source'>;
  font_faces?: number[];
  _embedded?: { font_faces?: FontFaceRecord[] };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads a font family out of JSON (a styles record, a REST answer); null when it is not one. */
export function readFontFamily(value: unknown): FontFamily | null {
  if (!isRecord(value)) return null;
  const { slug, fontFamily } = value;
  if (typeof slug !== 'string' || slug === '') return null;
  const name = typeof value.name === 'string' && value.name !== '' ? value.name : slug;
  const family: FontFamily = {
    ...(value as Partial<FontFamily>),
    name,
    slug,
    fontFamily: typeof fontFamily === 'string' && fontFamily !== '' ? fontFamily : name,
  };
  if (value.fontFace !== undefined) {
    family.fontFace = Array.isArray(value.fontFace)
      ? value.fontFace.filter(isRecord).map((face) => ({
          ...face,
          fontFamily: typeof face.fontFamily === 'string' ? face.fontFamily : family.name,
        }))
      : [];
  }
  return family;
}

/** Reads a list of families, leaving out what is not one. */
export function readFontFamilies(value: unknown): FontFamily[] {
  if (!Array.isArray(value)) return [];
  return value.map(readFontFamily).filter((family) => family !== null);
}
