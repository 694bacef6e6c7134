import type { FontFace } from '@atelier/theme-json';
import type { RestLinks } from './record-shapes';

/** An installed family's settings (`font_family_settings`): theme.json's family without faces. */
export interface RestFontFamilySettings {
  name: string;
  slug: string;
  /** The CSS `font-family` value, e.g. `"Source Serif 4", serif`. */
  fontFamily: string;
  preview?: string;
}

/** One face of an installed family (`/wp/v2/font-families/{id}/font-faces/{face}`). */
export interface RestFontFace {
  id: number;
  theme_json_version: number;
  /** The family's id. */
  parent: number;
  /** theme.json's fontFace item; uploaded files are listed in `src` by their served URL. */
  font_face_settings: FontFace;
  _links: RestLinks;
}

/** An installed font family (`/wp/v2/font-families/{id}`); `_embed` adds its faces. */
export interface RestFontFamily {
  id: number;
  theme_json_version: number;
  /** The ids of its faces, oldest first. */
  font_faces: number[];
  font_family_settings: RestFontFamilySettings;
  _links: RestLinks;
  _embedded?: { font_faces: RestFontFace[] };
}
