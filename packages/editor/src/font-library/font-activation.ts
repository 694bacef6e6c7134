import { faceKey } from './font-faces';
import type { FontFace, FontFamily } from './font-types';

/**
 * A family as the styles keep it: what theme.json describes, without the library's marks (record
 * id, source, categories, files to upload).
 */
export function stylesFamily(family: FontFamily): FontFamily {
  const { id: _id, source: _source, category: _category, fontFace, ...rest } = family;
  if (fontFace === undefined || fontFace.length === 0) return rest;
  return {
    ...rest,
    fontFace: fontFace.map(({ file: _file, id: _faceId, ...face }) => face),
  };
}

/** The activated family with that slug, if any. */
export function activeFamily(
  active: readonly FontFamily[],
  family: Pick<FontFamily, 'slug'>,
): FontFamily | undefined {
  return active.find((item) => item.slug === family.slug);
}

/** Whether a face of a family is activated (a family activated without faces counts whole). */
export function isFaceActive(
  active: readonly FontFamily[],
  family: Pick<FontFamily, 'slug'>,
  face: FontFace,
): boolean {
  const found = activeFamily(active, family);
  if (found === undefined) return false;
  if (found.fontFace === undefined || found.fontFace.length === 0) return true;
  return found.fontFace.some((item) => faceKey(item) === faceKey(face));
}

/** How much of a family is activated: all of it, some faces, or nothing. */
export function familyActivation(
  active: readonly FontFamily[],
  family: FontFamily,
): 'all' | 'some' | 'none' {
  const found = activeFamily(active, family);
  if (found === undefined) return 'none';
  const faces = family.fontFace ?? [];
  if (faces.length === 0) return 'all';
  const activeCount = faces.filter((face) => isFaceActive(active, family, face)).length;
  if (activeCount === 0) return 'none';
  return activeCount === faces.length ? 'all' : 'some';
}

/** Activates the whole family (every face) or removes it from the list. */
export function setFamilyActive(
  active: readonly FontFamily[],
  family: FontFamily,
  on: boolean,
): FontFamily[] {
  const others = active.filter((item) => item.slug !== family.slug);
  if (!on) return others;
  const index = active.findIndex((item) => item.slug === family.slug);
  const next = stylesFamily(family);
  if (index === -1) return [...others, next];
  const result = [...active];
  result[index] = next;
  return result;
}

/**
 * Spec 3 §4: toggling a variant adds it to the family's activated faces or removes it; removing
 * the last one removes the family; a family not yet activated comes in with that face only.
 */
export function toggleFace(
  active: readonly FontFamily[],
  family: FontFamily,
  face: FontFace,
): FontFamily[] {
  const found = activeFamily(active, family);
  if (found === undefined) {
    return [...active, stylesFamily({ ...family, fontFace: [face] })];
  }
  const faces = found.fontFace ?? [];
  const key = faceKey(face);
  const isOn = faces.some((item) => faceKey(item) === key);
  const nextFaces = isOn
    ? faces.filter((item) => faceKey(item) !== key)
    : [...faces, stylesFamily({ ...family, fontFace: [face] }).fontFace?.[0] ?? face];
  if (nextFaces.length === 0) return active.filter((item) => item.slug !== family.slug);
  return active.map((item) =>
    item.slug === family.slug ? { ...item, fontFace: nextFaces } : item,
  );
}

/** Spec 3 §4: a family with no faces is added or removed whole. */
export function toggleFamily(active: readonly FontFamily[], family: FontFamily): FontFamily[] {
  return setFamilyActive(active, family, activeFamily(active, family) === undefined);
}

/** A library card's line: '2/4 variants active', or the variant count when none is. */
export function activationSummary(active: readonly FontFamily[], family: FontFamily): string {
  const faces = family.fontFace ?? [];
  const total = Math.max(faces.length, 1);
  const on =
    faces.length === 0
      ? Number(activeFamily(active, family) !== undefined)
      : faces.filter((face) => isFaceActive(active, family, face)).length;
  if (on === 0) return total === 1 ? '1 variant' : `${total} variants`;
  return `${on}/${total} variants active`;
}
