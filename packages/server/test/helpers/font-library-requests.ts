import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { multipartForm } from './multipart-form.js';
import type { Session, TestApp } from './test-app.js';

/** A font file sent under a field name (`file-0-0`) with the name the browser gave it. */
export interface SentFont {
  field: string;
  filename: string;
  bytes: Buffer;
}

/** POST /wp/v2/font-families as the editor sends it: multipart with `font_family_settings`. */
export function createFamily(t: TestApp, session: Session | undefined, settings: object) {
  return t.request({
    method: 'POST',
    url: '/wp-json/wp/v2/font-families',
    ...(session ? { session } : {}),
    ...multipartForm([], { font_family_settings: JSON.stringify(settings) }),
  });
}

/** POST a face: `font_face_settings` (JSON, or text sent as it is) and the files. */
export function uploadFace(
  t: TestApp,
  session: Session | undefined,
  familyId: number,
  settings: object | string,
  files: SentFont[],
) {
  const text = typeof settings === 'string' ? settings : JSON.stringify(settings);
  return t.request({
    method: 'POST',
    url: `/wp-json/wp/v2/font-families/${familyId}/font-faces`,
    ...(session ? { session } : {}),
    ...multipartForm(
      files.map((file) => ({
        name: file.field,
        filename: file.filename,
        type: 'application/octet-stream',
        bytes: file.bytes,
      })),
      { font_face_settings: text },
    ),
  });
}

/** The files in the app's fonts folder, sorted. */
export function storedFontFiles(t: TestApp): string[] {
  try {
    return readdirSync(join(t.app.config.dataDir, 'fonts')).sort();
  } catch {
    return [];
  }
}

/** How many records of a type the database holds. */
export async function countPosts(t: TestApp, type: string): Promise<number> {
  const row = await t.app.db
    .selectFrom('posts')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('type', '=', type)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
