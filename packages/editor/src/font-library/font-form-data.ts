import { toKebabCase } from '@atelier/theme-json';
import type { FontFace, FontFamily } from './font-types';

/** Spec 3 §5: a font slug is the kebab case of what it is given (`Source Serif 4` → `source-serif-4`). */
export function fontSlug(value: string): string {
  const plain = value.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  return toKebabCase(plain);
}

/**
 * The `font_family_settings` a family is created with (spec 3 §7): the family without its faces,
 * categories and library marks, its slug in kebab case.
 */
export function familySettings(family: FontFamily): Record<string, unknown> {
  const { fontFace: _faces, category: _category, id: _id, source: _source, ...settings } = family;
  return { ...settings, slug: fontSlug(family.slug) };
}

/** The multipart body that creates a family: one field, `font_family_settings` (JSON). */
export function familyFormData(family: FontFamily): FormData {
  const form = new FormData();
  form.append('font_family_settings', JSON.stringify(familySettings(family)));
  return form;
}

function filesOf(face: FontFace): File[] {
  if (face.file === undefined) return [];
  return Array.isArray(face.file) ? face.file : [face.file];
}

/**
 * The multipart body that uploads one face (spec 3 §7): `font_face_settings` (JSON, its `src`
 * naming the file parts) plus the files as `file-{faceIndex}-{fileIndex}`. A face without files
 * keeps its `src` (a URL the server may keep as it is).
 */
export function faceFormData(face: FontFace, faceIndex = 0): FormData {
  const form = new FormData();
  const files = filesOf(face);
  const { file: _file, id: _id, ...settings } = face;
  if (files.length === 0) {
    form.append('font_face_settings', JSON.stringify(settings));
    return form;
  }
  const names = files.map((_, fileIndex) => `file-${faceIndex}-${fileIndex}`);
  const src = names.length === 1 ? names[0] : names;
  form.append('font_face_settings', JSON.stringify({ ...settings, src }));
  files.forEach((file, fileIndex) => {
    form.append(names[fileIndex] ?? `file-${faceIndex}-${fileIndex}`, file, file.name);
  });
  return form;
}
