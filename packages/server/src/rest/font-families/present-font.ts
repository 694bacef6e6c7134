import type { RestFontFace, RestFontFamily } from '@atelier/blocks/rest';
import type { PostRow } from '../../db/schema.js';
import { faceSettingsOf, familySettingsOf } from '../../fonts/font-records.js';

/** The theme.json version the font settings follow, as WordPress reports it. */
export const FONT_THEME_JSON_VERSION = 3;

const familiesPath = (origin: string) => `${origin}/wp-json/wp/v2/font-families`;

/** A font face in the `/wp/v2/font-families/{id}/font-faces` shape. */
export function presentFontFace(row: PostRow, origin: string): RestFontFace {
  const family = `${familiesPath(origin)}/${row.parent}`;
  return {
    id: row.id,
    theme_json_version: FONT_THEME_JSON_VERSION,
    parent: row.parent,
    font_face_settings: faceSettingsOf(row),
    _links: {
      self: [{ href: `${family}/font-faces/${row.id}` }],
      collection: [{ href: `${family}/font-faces` }],
      parent: [{ href: family }],
    },
  };
}

/**
 * A font family in the `/wp/v2/font-families` shape: its settings, the ids of its faces and an
 * embeddable link to each; with `embed`, the faces themselves under `_embedded.font_faces`.
 */
export function presentFontFamily(
  row: PostRow,
  faces: readonly PostRow[],
  origin: string,
  embed: boolean,
): RestFontFamily {
  const self = `${familiesPath(origin)}/${row.id}`;
  return {
    id: row.id,
    theme_json_version: FONT_THEME_JSON_VERSION,
    font_faces: faces.map((face) => face.id),
    font_family_settings: familySettingsOf(row),
    _links: {
      self: [{ href: self }],
      collection: [{ href: familiesPath(origin) }],
      font_faces: faces.map((face) => ({
        embeddable: true,
        href: `${self}/font-faces/${face.id}`,
      })),
    },
    ...(embed && faces.length > 0
      ? { _embedded: { font_faces: faces.map((face) => presentFontFace(face, origin)) } }
      : {}),
  };
}
