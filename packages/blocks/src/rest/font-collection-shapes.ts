import type { FontFace, FontFamilyPreset } from '@atelier/theme-json';

/** A collection as `/wp/v2/font-collections?_fields=slug,name,description` lists it. */
export interface RestFontCollectionSummary {
  slug: string;
  name: string;
  description: string;
}

/** One category a collection offers (`{name: 'Sans Serif', slug: 'sans-serif'}`). */
export interface RestFontCollectionCategory {
  name: string;
  slug: string;
}

/** A family's settings in a collection: a theme.json font family whose faces name their files. */
export interface RestCollectionFontFamilySettings extends FontFamilyPreset {
  readonly name: string;
  readonly fontFace?: readonly FontFace[];
}

/** One family of a collection, with the slugs of the categories it belongs to. */
export interface RestFontCollectionFamily {
  font_family_settings: RestCollectionFontFamilySettings;
  categories: string[];
}

/** A whole collection (`/wp/v2/font-collections/{slug}`). */
export interface RestFontCollection extends RestFontCollectionSummary {
  categories: RestFontCollectionCategory[];
  font_families: RestFontCollectionFamily[];
}
