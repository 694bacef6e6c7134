import { faceKey } from './font-faces';
import type { FontFace, FontFamily } from './font-types';

/** An installed family as the server holds it: its record id and its faces (with theirs). */
export interface InstalledFamily extends FontFamily {
  id: number;
  fontFace: FontFace[];
}

/** What a face upload answered: the face as installed, or the message of its failure. */
export type FaceUpload = { ok: true; face: FontFace } | { ok: false; message: string };

/** The server calls the install flow makes (spec 3 §7), so tests can answer them. */
export interface FontInstallApi {
  /** The installed family with that slug (faces embedded), or null. */
  findFamily(slug: string): Promise<InstalledFamily | null>;
  createFamily(family: FontFamily): Promise<InstalledFamily>;
  /** Uploads one face (its files named in `src`); never throws, the result says how it went. */
  createFace(familyId: number, face: FontFace): Promise<FaceUpload>;
  /** Deletes a family for good; true when the server says it is gone. */
  deleteFamily(familyId: number): Promise<boolean>;
}

/** What an install did: the families to activate (with the faces they gained) and the errors. */
export interface InstallOutcome {
  /** Each family that has faces to activate, with those faces as the server holds them. */
  installed: InstalledFamily[];
  /** Distinct messages of what failed. */
  errors: string[];
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Installs one family (spec 3 §4): looks it up by slug and creates it when missing, skips faces
 * already present, uploads the others one at a time, and deletes the family again when it was
 * new and none of its faces made it (nothing half-installed).
 */
export async function installFamily(
  api: FontInstallApi,
  family: FontFamily,
): Promise<{ installed: InstalledFamily | null; errors: string[] }> {
  let target = await api.findFamily(family.slug);
  const isNew = target === null;
  if (target === null) target = await api.createFamily(family);
  const wanted = family.fontFace ?? [];
  const presentKeys = new Set(target.fontFace.map(faceKey));
  const present = target.fontFace.filter((face) =>
    wanted.some((w) => faceKey(w) === faceKey(face)),
  );
  const toUpload = wanted.filter((face) => !presentKeys.has(faceKey(face)));
  const added: FontFace[] = [];
  const errors: string[] = [];
  for (const face of toUpload) {
    const result = await api.createFace(target.id, face);
    if (result.ok) added.push(result.face);
    else errors.push(result.message);
  }
  if (isNew && wanted.length > 0 && added.length === 0) {
    await api.deleteFamily(target.id);
    return { installed: null, errors };
  }
  if (wanted.length === 0) return { installed: { ...target }, errors };
  const faces = [...present, ...added];
  if (faces.length === 0) return { installed: null, errors };
  return { installed: { ...target, fontFace: faces }, errors };
}

/**
 * Installs families one after another; a family whose creation fails adds its message and the
 * others go on. Messages are kept once each, in the order they came.
 */
export async function installFamilies(
  api: FontInstallApi,
  families: readonly FontFamily[],
): Promise<InstallOutcome> {
  const installed: InstalledFamily[] = [];
  const errors: string[] = [];
  for (const family of families) {
    try {
      const result = await installFamily(api, family);
      if (result.installed !== null) installed.push(result.installed);
      errors.push(...result.errors);
    } catch (error) {
      errors.push(messageOf(error));
    }
  }
  return { installed, errors: [...new Set(errors)] };
}

/** Spec 3 §8: the error an install throws when something failed, with each distinct message. */
export class FontInstallError extends Error {
  constructor(readonly installationErrors: readonly string[]) {
    super('There was an error installing fonts.');
    this.name = 'FontInstallError';
  }
}
