import { type FontFace, type FontFamily, readFontFamily } from './font-types';
import type { InstalledFamily } from './install-fonts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function embeddedFaces(record: Record<string, unknown>, familyName: string): FontFace[] {
  const embedded = record._embedded;
  const faces = isRecord(embedded) ? embedded.font_faces : undefined;
  if (!Array.isArray(faces)) return [];
  return faces.filter(isRecord).flatMap((face) => {
    const settings = face.font_face_settings;
    if (!isRecord(settings)) return [];
    const id = typeof face.id === 'number' ? { id: face.id } : {};
    return [{ ...settings, fontFamily: String(settings.fontFamily ?? familyName), ...id }];
  });
}

/**
 * A `/wp/v2/font-families` record as an installed family: its settings, its embedded faces
 * (`_embed=true`) and its id, marked `custom`. Null when the answer is not such a record.
 */
export function installedFamilyFromRecord(record: unknown): InstalledFamily | null {
  if (!isRecord(record) || typeof record.id !== 'number') return null;
  const family = readFontFamily(record.font_family_settings);
  if (family === null) return null;
  return {
    ...family,
    id: record.id,
    source: 'custom',
    fontFace: embeddedFaces(record, family.fontFamily),
  };
}

/** The installed families of a list answer, sorted by name. */
export function installedFamiliesFromRecords(
  records: readonly unknown[] | undefined,
): FontFamily[] {
  return (records ?? [])
    .map(installedFamilyFromRecord)
    .filter((family) => family !== null)
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** A created face's answer: its settings when it has an id, else null. */
export function faceFromRecord(record: unknown): FontFace | null {
  if (!isRecord(record) || typeof record.id !== 'number') return null;
  const settings = record.font_face_settings;
  if (!isRecord(settings)) return null;
  return { ...settings, fontFamily: String(settings.fontFamily ?? ''), id: record.id };
}
