import type { Db } from '../db/database.js';
import { parseJsonColumn } from '../db/json.js';
import type { PostRow } from '../db/schema.js';
import { AppError } from '../errors/app-error.js';
import { findPost, listPosts } from '../posts/post-query.js';
import {
  type FontFaceSettings,
  type FontFamilySettings,
  storedFaceSettings,
  storedFamilySettings,
} from './font-settings.js';

export const FONT_FAMILY_TYPE = 'wp_font_family';
export const FONT_FACE_TYPE = 'wp_font_face';

/** What a font face record keeps beside its settings: the names of its files in the fonts folder. */
export interface FontFaceMeta {
  files: string[];
}

export const familyNotFound = () => new AppError('rest_post_invalid_id', 'Invalid post ID.', 404);
export const parentNotFound = () =>
  new AppError('rest_post_invalid_parent', 'Invalid post parent ID.', 404);

/** The settings a font family record holds (its content, JSON as WordPress stores it). */
export function familySettingsOf(row: PostRow): FontFamilySettings {
  return storedFamilySettings(parseJsonColumn<unknown>(row.content, {}));
}

export function faceSettingsOf(row: PostRow): FontFaceSettings {
  return storedFaceSettings(parseJsonColumn<unknown>(row.content, {}));
}

export function faceFilesOf(row: PostRow): string[] {
  const meta = parseJsonColumn<Partial<FontFaceMeta>>(row.meta, {});
  return Array.isArray(meta.files) ? meta.files.filter((f) => typeof f === 'string') : [];
}

/** How a list of font families or faces is asked for (the REST collection arguments). */
export interface FontListQuery {
  slugs?: string[] | undefined;
  include?: number[] | undefined;
  exclude?: number[] | undefined;
  orderby: 'id' | 'include';
  order: 'asc' | 'desc';
  offset: number;
  limit: number | undefined;
}

function postQuery(type: string, query: FontListQuery, parents?: number[]) {
  return {
    type,
    statuses: ['publish'],
    slugs: query.slugs,
    include: query.include,
    exclude: query.exclude,
    parents,
    orderby: query.orderby,
    order: query.order,
    offset: query.offset,
    limit: query.limit,
  };
}

/** One page of the installed font families, and how many there are. */
export function listFontFamilies(db: Db, query: FontListQuery) {
  return listPosts(db, postQuery(FONT_FAMILY_TYPE, query));
}

/** One page of a family's faces, and how many it has. */
export function listFontFaces(db: Db, familyId: number, query: FontListQuery) {
  return listPosts(db, postQuery(FONT_FACE_TYPE, query, [familyId]));
}

/** A font family by id; 404 `rest_post_invalid_id` when there is none. */
export async function findFontFamily(db: Db, id: number): Promise<PostRow> {
  const row = Number.isInteger(id) && id > 0 ? await findPost(db, FONT_FAMILY_TYPE, id) : undefined;
  if (!row) throw familyNotFound();
  return row;
}

/** The family a faces route names; 404 `rest_post_invalid_parent` when there is none. */
export async function findParentFamily(db: Db, id: number): Promise<PostRow> {
  const row = Number.isInteger(id) && id > 0 ? await findPost(db, FONT_FAMILY_TYPE, id) : undefined;
  if (!row) throw parentNotFound();
  return row;
}

/**
 * A face of the family by id: 404 `rest_post_invalid_id` when there is no such face, 404
 * `rest_font_face_parent_id_mismatch` when it belongs to another family.
 */
export async function findFontFace(db: Db, family: PostRow, id: number): Promise<PostRow> {
  const row = Number.isInteger(id) && id > 0 ? await findPost(db, FONT_FACE_TYPE, id) : undefined;
  if (!row) throw new AppError('rest_post_invalid_id', 'Invalid post ID.', 404);
  if (row.parent !== family.id) {
    throw new AppError(
      'rest_font_face_parent_id_mismatch',
      `The font face does not belong to the specified font family with id of "${family.id}".`,
      404,
    );
  }
  return row;
}

/** The faces of each family, oldest first, read in one query. */
export async function facesOfFamilies(
  db: Db,
  familyIds: readonly number[],
): Promise<Map<number, PostRow[]>> {
  const byFamily = new Map<number, PostRow[]>(familyIds.map((id) => [id, []]));
  if (familyIds.length === 0) return byFamily;
  const { rows } = await listPosts(db, {
    type: FONT_FACE_TYPE,
    statuses: ['publish'],
    parents: [...familyIds],
    orderby: 'id',
    order: 'asc',
    offset: 0,
    limit: undefined,
  });
  for (const row of rows) byFamily.get(row.parent)?.push(row);
  return byFamily;
}
